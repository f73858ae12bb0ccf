#!/usr/bin/env node
// The storefront in production: Next.js's own request handler behind a plain Node server, so that
// X-Forwarded-For is honest before Next.js reads it (server/forwarded-for.mjs) and so that a page's inline
// scripts are allowed by hash once the page is complete (server/inline-script-hashes.mjs, docs/adr/0037).
// `next dev` serves development.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { keepForwardedForFromTrustedProxies, trustedProxies } from './server/forwarded-for.mjs';
import { hashInlineScriptsOf } from './server/inline-script-hashes.mjs';
import { clearOnRevalidation, createPageCache } from './server/page-cache.mjs';
import { sendOneLocation } from './server/single-location.mjs';

const port = Number(process.env.PORT ?? process.env.WEB_PORT ?? 3000);
const trusted = trustedProxies(process.env.WEB_TRUSTED_PROXIES);
const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), port });
const handle = app.getRequestHandler();
await app.prepare();

// Next.js's own compression is off (next.config.ts): it would gzip a page before its hashes are known.
const compress = compression();
// Kept pages are sent from this process's memory, past Next.js (server/page-cache.mjs, docs/adr/0053).
const pages = createPageCache();
// The path of app/api/revalidate, as @vitrina/contract's revalidationPath names it (TypeScript, not read here).
const revalidationPath = '/api/revalidate';

createServer((request, response) => {
  if (pages.serve(request, response)) return;
  keepForwardedForFromTrustedProxies(request.headers, request.socket.remoteAddress, trusted);
  clearOnRevalidation(pages, revalidationPath, request, response);
  compress(request, response, () => {
    sendOneLocation(response);
    // Patched after compression's own patch, so it sees the page as Next.js wrote it.
    hashInlineScriptsOf(response);
    pages.capture(request, response);
    void handle(request, response);
  });
}).listen(port, () => console.log(`Storefront listening on port ${port}`));
