#!/usr/bin/env node
// `npm test`: every check CI runs, in an order that finishes soonest on a two-core machine, with each stage's
// time at the end. The single-threaded checks (tsc, knip) run side by side with Biome; the storefront and the
// back office are built while Vitest runs, so the journeys start at once. A stage that prints nothing for 20 s
// gets a line saying it is still at work (docs/adr/0044).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const silenceMs = 20_000;

/** One command of a stage: npm script or node script, with the name its output lines are prefixed by. */
const npm = (name, script) => ({ name, command: 'npm', args: ['run', '--silent', script] });
const node = (name, script) => ({ name, command: process.execPath, args: [script] });

// Stages run one after another; the commands of one stage run side by side. The build starts only after the
// type check, because `next build` writes next-env.d.ts and .next/types, which `tsc -b` reads.
const stages = [
  ['static checks', [npm('typecheck', 'typecheck'), npm('lint', 'lint'), npm('knip', 'knip')]],
  ['unit and API tests, builds', [npm('vitest', 'test:unit'), node('build', 'scripts/build.mjs')]],
  ['fault tests', [npm('faults', 'test:faults')]],
  ['browser journeys', [npm('journeys', 'test:e2e')]],
  ['cluster test', [npm('cluster', 'test:cluster')]],
];

function seconds(ms) {
  return `${(ms / 1000).toFixed(0)} s`;
}

/** Runs one command, passing its lines through (prefixed when it shares the terminal) and noting silences. */
function runCommand({ name, command, args }, prefixed) {
  return new Promise((resolve) => {
    const started = performance.now();
    let lastOutput = started;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const relay = (stream, sink) => {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        lastOutput = performance.now();
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) sink.write(prefixed ? `[${name}] ${line}\n` : `${line}\n`);
      });
      stream.on('end', () => {
        if (pending) sink.write(prefixed ? `[${name}] ${pending}\n` : `${pending}\n`);
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    const watch = setInterval(() => {
      const now = performance.now();
      if (now - lastOutput >= silenceMs) {
        console.log(
          `· ${name}: still running (${seconds(now - started)} in all, quiet for ${seconds(now - lastOutput)})`,
        );
        lastOutput = now;
      }
    }, 1000);
    child.on('close', (code, signal) => {
      clearInterval(watch);
      resolve({ name, ok: code === 0, code: code ?? signal, ms: performance.now() - started });
    });
  });
}

const started = performance.now();
const times = [];
let failed;
for (const [title, commands] of stages) {
  console.log(`\n▶ ${title}: ${commands.map((command) => command.name).join(', ')}`);
  const results = await Promise.all(commands.map((command) => runCommand(command, commands.length > 1)));
  for (const result of results) {
    times.push(result);
    console.log(
      `${result.ok ? '✓' : '✗'} ${result.name} ${result.ok ? 'passed' : `failed (${result.code})`} in ${seconds(result.ms)}`,
    );
  }
  failed = results.find((result) => !result.ok);
  if (failed) break;
}

console.log(
  `\n${failed ? '✗ npm test failed' : '✓ npm test passed'} in ${seconds(performance.now() - started)}:`,
);
console.log(
  times
    .map((time) => `  ${time.name.padEnd(10)} ${seconds(time.ms).padStart(6)}${time.ok ? '' : '  ✗'}`)
    .join('\n'),
);
process.exit(failed ? 1 : 0);
