#!/usr/bin/env node
// One command for a first run: builds the storefront and the back office when their builds are missing or
// stale, then starts the API (which serves the back office) and the storefront side by side and prints where
// to open them. `--dev` runs both in watch mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

function fail(message) {
  console.error(`Configuration error: ${message}`);
  process.exit(1);
}

function port(name, fallback) {
  const raw = process.env[name] ?? String(fallback);
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 65535)
    fail(`${name} must be a port number (1-65535), got "${raw}"`);
  return value;
}

const webPort = port('WEB_PORT', 3000);
const apiPort = port('API_PORT', 4000);
if (webPort === apiPort) fail(`WEB_PORT and API_PORT must differ, both are ${webPort}`);

function httpUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    fail(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    fail(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  WEB_PORT: String(webPort),
  API_PORT: String(apiPort),
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'var'),
  PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${webPort}`,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  // A first start's terminal shows what is built, the addresses, then warnings and errors; a developer who
  // wants every request asks for LOG_LEVEL=info.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
env.CALCULATOR_API_URL = process.env.CALCULATOR_API_URL ?? `${env.API_URL}/calculator`;
for (const name of ['PUBLIC_ORIGIN', 'API_URL', 'CALCULATOR_API_URL']) httpUrl(name, env[name]);

const webDir = path.join(root, 'apps/web');
// Next.js runs as our own child process (not through npx), so stopping this script stops the server too.
const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next');
const buildId = path.join(webDir, '.next/BUILD_ID');

// Written by the tools, not by a person: the typecheck writes tsbuildinfo and `next dev` rewrites next-env.d.ts,
// and neither changes what a build produces; nor do tests.
const notSources = /(\.tsbuildinfo|^next-env\.d\.ts|\.test\.tsx?|\.test-d\.ts)$/;

/** Newest modification time of the sources the storefront build depends on. */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.next', 'var', 'test-results', 'dist'].includes(entry.name)) continue;
    if (notSources.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

if (!dev) {
  const stale =
    !existsSync(buildId) ||
    Math.max(newestSource(webDir), newestSource(path.join(root, 'packages'))) > statSync(buildId).mtimeMs;
  if (stale) {
    console.log('Building the storefront…');
    const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: webDir, env, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

// The back office is static files the API serves under /admin/ (docs/adr/0016). It is built in both modes, so
// /admin/ works under `npm run dev` too (its live-reloading server is `npm run dev -w @vitrina/admin`).
const adminDir = path.join(root, 'apps/admin');
const adminPage = path.join(adminDir, 'dist/index.html');
const adminSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((name) =>
  path.join(adminDir, name),
);

/** Newest modification time of a file, or of the files under a folder; 0 when it does not exist. */
function newest(file) {
  if (!existsSync(file)) return 0;
  return statSync(file).isDirectory() ? newestSource(file) : statSync(file).mtimeMs;
}

const adminStale =
  !existsSync(adminPage) ||
  Math.max(...adminSources.map(newest), newest(path.join(root, 'packages'))) > statSync(adminPage).mtimeMs;
if (adminStale) {
  console.log('Building the back office…');
  const viteManifest = createRequire(path.join(adminDir, 'package.json')).resolve('vite/package.json');
  const viteBin = path.join(path.dirname(viteManifest), 'bin/vite.js');
  const build = spawnSync(process.execPath, [viteBin, 'build'], { cwd: adminDir, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The storefront's data cache mirrors the API's database, which may have changed (another DATA_DIR or
// DATABASE_URL, a reseeded demo) while the storefront was stopped: start with it empty.
rmSync(path.join(webDir, '.next/cache/fetch-cache'), { recursive: true, force: true });

const children = [];
function run(name, command, args, cwd) {
  const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    shutdown(code || 1);
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** Resolves once `url` answers at all, or stops everything after 120 s. */
async function waitFor(name, url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !shuttingDown) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!shuttingDown) {
    console.error(`${name} did not answer on ${url} within 120 s.`);
    shutdown(1);
  }
}

run(
  'API',
  process.execPath,
  ['--import', 'tsx', ...(dev ? ['--watch'] : []), 'src/server.ts'],
  path.join(root, 'apps/api'),
);
await waitFor('The API', `${env.API_URL}/health/live`);
if (!shuttingDown) {
  // Production goes through server.mjs, which keeps X-Forwarded-For honest for the API's sign-in limits.
  const storefront = dev ? [nextBin, 'dev', '-p', String(webPort)] : ['server.mjs'];
  run('Storefront', process.execPath, storefront, webDir);
  await waitFor('The storefront', `http://127.0.0.1:${webPort}/`);
}
if (!shuttingDown) {
  console.log(
    `\nVitrina storefront: http://localhost:${webPort}  (API ${env.API_URL}, API reference ${env.API_URL}/docs)` +
      `\nBack office: http://localhost:${apiPort}/admin/  (first admin: npm run staff)\n`,
  );
}
