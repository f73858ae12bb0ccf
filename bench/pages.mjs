// The storefront's pages under load, side by side with a floor: a bare Next.js page (bench/floor-next), built
// and served by the same Next.js in the same run, since only ratios hold on a shared machine (issue 19).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';

/** Builds the floor app when it has no build yet, starts it on `port`; `stop` ends it. */
export function startNextFloor(root, port) {
  const dir = path.join(root, 'bench/floor-next');
  const nextBin = createRequire(path.join(root, 'apps/web/package.json')).resolve('next/dist/bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (!existsSync(path.join(dir, '.next/BUILD_ID'))) {
    const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, env, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('the Next.js floor did not build');
  }
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
    detached: true,
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/** Requests per second and p99 latency of GET `url`: 10 connections for 10 s, after a warm-up. */
export async function pageThroughput(url) {
  const first = await fetch(url);
  if (!first.ok) throw new Error(`${url}: ${first.status}`);
  await autocannon({ url, connections: 10, duration: 3 });
  const load = await autocannon({ url, connections: 10, duration: 10 });
  if (load.non2xx > 0 || load.errors > 0 || load.timeouts > 0) {
    throw new Error(`${url}: ${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts`);
  }
  return { requestsPerSecond: Math.round(load.requests.average), p99: load.latency.p99 };
}
