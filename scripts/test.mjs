#!/usr/bin/env node
// `npm test`: every check CI runs, started as soon as what it needs is done, so that two cores are kept busy,
// with each check's time at the end. A check that prints nothing for 20 s gets a line saying it is still at
// work; the first failure stops the rest (docs/adr/0044).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const silenceMs = 20_000;

/** One check: an npm script or a node script, the checks it waits for, and its prefix on output lines. */
const npm = (name, script, after = []) => ({
  name,
  command: 'npm',
  args: ['run', '--silent', script],
  after,
});
const node = (name, script, after = []) => ({ name, command: process.execPath, args: [script], after });

// Vitest starts with the static checks: it waits on its databases about half of the time, which leaves room for
// tsc, Biome and knip. The build waits for the type check, because `next build` writes next-env.d.ts and
// .next/types, which `tsc -b` reads; the cluster test needs the build. The fault suite measures answers within
// a second under a burst, so it runs once Vitest and the build are done. The journeys keep both cores busy with
// Chromium: they come last, alone.
const checks = [
  npm('typecheck', 'typecheck'),
  npm('lint', 'lint'),
  npm('knip', 'knip'),
  npm('vitest', 'test:unit'),
  node('build', 'scripts/build.mjs', ['typecheck']),
  npm('cluster', 'test:cluster', ['build']),
  // Alone, after Vitest and the build: its create-order burst needs answers within the pool's 0.9 s wait, and on
  // a machine at full load it answered 503 beside the build (31 of 200) and beside Vitest alone (106 of 200).
  npm('faults', 'test:faults', ['typecheck', 'lint', 'knip', 'build', 'vitest']),
  npm('journeys', 'test:e2e', ['typecheck', 'lint', 'knip', 'vitest', 'build', 'cluster', 'faults']),
];

function seconds(ms) {
  return `${(ms / 1000).toFixed(0)} s`;
}

const started = performance.now();
const running = new Map();
const results = [];

/** Runs one check in a process group of its own, passing its lines through with its name in front. */
function run(check) {
  const checkStarted = performance.now();
  let lastOutput = checkStarted;
  console.log(`▶ ${check.name} (at ${seconds(checkStarted - started)})`);
  const child = spawn(check.command, check.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
    detached: true,
  });
  const relay = (stream, sink) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      lastOutput = performance.now();
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) sink.write(`[${check.name}] ${line}\n`);
    });
    stream.on('end', () => {
      if (pending) sink.write(`[${check.name}] ${pending}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  const watch = setInterval(() => {
    const now = performance.now();
    if (now - lastOutput >= silenceMs) {
      console.log(
        `· ${check.name}: still running (${seconds(now - checkStarted)} in all, quiet for ${seconds(now - lastOutput)})`,
      );
      lastOutput = now;
    }
  }, 1000);
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearInterval(watch);
      resolve({
        name: check.name,
        ok: code === 0,
        code: code ?? signal,
        ms: performance.now() - checkStarted,
      });
    });
  });
  running.set(check.name, { child, done });
  return done;
}

/** Stops what is still running after a failure: the whole process group, servers and browsers included. */
function stopRunning() {
  for (const { child } of running.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

let failed = false;
const waiting = [...checks];
const finished = new Set();
while ((waiting.length > 0 || running.size > 0) && !(failed && running.size === 0)) {
  if (!failed) {
    for (const check of waiting.filter((candidate) => candidate.after.every((name) => finished.has(name)))) {
      waiting.splice(waiting.indexOf(check), 1);
      run(check);
    }
  }
  if (running.size === 0)
    throw new Error(`checks waiting on checks that never run: ${waiting.map((c) => c.name)}`);
  const result = await Promise.race([...running.values()].map(({ done }) => done));
  running.delete(result.name);
  results.push(result);
  const stopped = failed && !result.ok;
  console.log(
    `${result.ok ? '✓' : '✗'} ${result.name} ${result.ok ? 'passed' : stopped ? 'stopped' : `failed (${result.code})`} in ${seconds(result.ms)}`,
  );
  if (result.ok) finished.add(result.name);
  else if (!failed) {
    failed = true;
    stopRunning();
  }
}

console.log(
  `\n${failed ? '✗ npm test failed' : '✓ npm test passed'} in ${seconds(performance.now() - started)}:`,
);
console.log(
  results
    .map((result) => `  ${result.name.padEnd(10)} ${seconds(result.ms).padStart(6)}${result.ok ? '' : '  ✗'}`)
    .join('\n'),
);
process.exit(failed ? 1 : 0);
