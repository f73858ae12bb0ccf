#!/usr/bin/env node
// Builds the storefront and the back office when their builds are missing or older than their sources, as
// `npm start` does first; `npm test` runs it beside Vitest so the journeys start on a fresh build.
import { buildBackOfficeIfStale, buildStorefrontIfStale } from './lib/processes.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
buildStorefrontIfStale(env);
buildBackOfficeIfStale(env);
console.log('The storefront and the back office are built.');
