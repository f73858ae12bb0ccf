// Lighthouse scores of one page, through the CLI of the root devDependency so that only `lighthouse` itself
// is relied on. Default (mobile, throttled) config; the median of a few runs, since a 2-core machine is noisy.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

const categories = ['performance', 'accessibility', 'best-practices'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The audits issue 19 compares with a bare page's: milliseconds, a layout-shift score, bytes. */
const measuredAudits = {
  totalBlockingTimeMs: 'total-blocking-time',
  cumulativeLayoutShift: 'cumulative-layout-shift',
};

/**
 * Scores 0–1 by category id, and the audits of `measuredAudits` by their names here, each the median of `runs`
 * runs.
 */
export async function lighthouseScores(root, url, runs = 3) {
  const chromePath =
    process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await oneRun(cli, url, chromePath));
  return {
    ...Object.fromEntries(
      categories.map((id) => [id, median(samples.map((sample) => sample.categories[id].score))]),
    ),
    ...Object.fromEntries(
      Object.entries(measuredAudits).map(([name, id]) => [
        name,
        median(samples.map((sample) => sample.audits[id].numericValue)),
      ]),
    ),
  };
}

/**
 * One Lighthouse run's categories. Chromium now and then loses the trace of a load on this busy machine
 * (NO_NAVSTART) — a failed recording, not a score — so a run is tried up to three times.
 */
async function oneRun(cli, url, chromePath, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(cli, url, chromePath);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(
        `     Lighthouse on ${url}: attempt ${attempt} failed (${String(error.message).split('\n')[0].slice(0, 120)}); again`,
      );
    }
  }
}

async function lighthouseRun(cli, url, chromePath) {
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${categories.join(',')}`,
      `--chrome-flags=${chromeFlags}`,
    ],
    {
      env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  return { categories: report.categories, audits: report.audits };
}
