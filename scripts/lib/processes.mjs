// What `npm start` (scripts/start.mjs) and `npm run cluster` (scripts/cluster.mjs) share: reading ports and URLs
// from the environment, building the storefront and the back office when stale, and running child processes that
// stop together on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const webDir = path.join(root, 'apps/web');
export const apiDir = path.join(root, 'apps/api');
// Next.js runs as our own child process (not through npx), so stopping the script stops the server too.
export const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next');

/** A setting that makes no sense: one line, and the script stops. */
export function fail(message) {
  console.error(`Configuration error: ${message}`);
  process.exit(1);
}

/** The port `name` names in the environment, or `fallback`. */
export function port(name, fallback) {
  const raw = process.env[name] ?? String(fallback);
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 65535)
    fail(`${name} must be a port number (1-65535), got "${raw}"`);
  return value;
}

/** `value` when it is an http(s) URL; the script stops naming `name` otherwise. */
export function httpUrl(name, value) {
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

// Written by the tools, not by a person: the typecheck writes tsbuildinfo and `next dev` rewrites next-env.d.ts,
// and neither changes what a build produces; nor do tests.
const notSources = /(\.tsbuildinfo|^next-env\.d\.ts|\.test\.tsx?|\.test-d\.ts)$/;

/** Newest modification time of the sources under `dir` a build depends on. */
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

/** Newest modification time of a file, or of the files under a folder; 0 when it does not exist. */
function newest(file) {
  if (!existsSync(file)) return 0;
  return statSync(file).isDirectory() ? newestSource(file) : statSync(file).mtimeMs;
}

/** Builds the storefront (`next build`) when its build is missing or older than its sources. */
export function buildStorefrontIfStale(env) {
  const buildId = path.join(webDir, '.next/BUILD_ID');
  const stale =
    !existsSync(buildId) ||
    Math.max(newestSource(webDir), newestSource(path.join(root, 'packages'))) > statSync(buildId).mtimeMs;
  if (!stale) return;
  console.log('Building the storefront…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: webDir, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The back office is static files the API serves under /admin/ (docs/adr/0016): built with Vite when its build
 * is missing or older than its sources.
 */
export function buildBackOfficeIfStale(env) {
  const adminDir = path.join(root, 'apps/admin');
  const adminPage = path.join(adminDir, 'dist/index.html');
  const adminSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((name) =>
    path.join(adminDir, name),
  );
  const stale =
    !existsSync(adminPage) ||
    Math.max(...adminSources.map(newest), newest(path.join(root, 'packages'))) > statSync(adminPage).mtimeMs;
  if (!stale) return;
  console.log('Building the back office…');
  const viteManifest = createRequire(path.join(adminDir, 'package.json')).resolve('vite/package.json');
  const viteBin = path.join(path.dirname(viteManifest), 'bin/vite.js');
  const build = spawnSync(process.execPath, [viteBin, 'build'], { cwd: adminDir, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The storefront's data cache mirrors the API's database, which may have changed (another DATA_DIR or
 * DATABASE_URL, a reseeded demo) while the storefront was stopped: start with it empty.
 */
export function clearStorefrontDataCache() {
  rmSync(path.join(webDir, '.next/cache/fetch-cache'), { recursive: true, force: true });
}

/**
 * Child processes that stop together: on Ctrl-C or SIGTERM, or when one of them stops unless the caller handles
 * that itself (`onExit` answering true).
 */
export function supervisor() {
  const children = [];
  let shuttingDown = false;

  function shutdown(code = 0) {
    if (shuttingDown) return;
    shuttingDown = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    // The API finishes the requests in flight for up to SHUTDOWN_GRACE_MS (ADR 0021); whatever still runs a
    // little after that is ended, then this script ends.
    const grace = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000) + 2000;
    const force = setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, grace);
    force.unref();
    const exited = children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => child.once('exit', resolve)),
    );
    void Promise.all(exited).then(() => process.exit(code));
  }
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  // STOP_WITH_PARENT=1 (a test that starts the shop in a process group of its own): a parent killed before it
  // could stop the shop must not leave it holding its ports for the next run. Off by default, so that a shop
  // started with nohup outlives its shell.
  if (process.env.STOP_WITH_PARENT === '1') {
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid !== parent) shutdown(1);
    }, 1000);
    watch.unref();
  }

  /**
   * Starts `command`; when it stops, `onExit(code, signal)` decides: true means handled, anything else stops
   * the rest.
   */
  function run(name, command, args, { cwd, env, onExit }) {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      if (shuttingDown) return;
      if (onExit?.(code, signal) === true) return;
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      shutdown(code || 1);
    });
    children.push(child);
    return child;
  }

  /** Resolves once `url` answers (with `ok` when `ready` is set), or stops everything after 120 s. */
  async function waitFor(name, url, { ready = false } = {}) {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !shuttingDown) {
      try {
        const response = await fetch(url, { redirect: 'manual' });
        if (!ready || response.ok) return;
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

  return { run, waitFor, shutdown, stopping: () => shuttingDown };
}
