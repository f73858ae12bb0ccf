import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Every run starts the real API and storefront on a database of its own, seeded from scratch.
// The config is loaded again in each worker: the environment carries the first choice over.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The process that made the folder removes it when the run ends (by then the servers are stopped); a folder
  // named by the caller is theirs and stays.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const baseURL = `http://localhost:${webPort}`;

// Debian's headless shell is the build Playwright itself runs headless: without the full browser's UI layers a
// journey costs about 40 % less CPU than in /usr/bin/chromium, and CPU is what two workers wait on here.
const chromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((binary) =>
  existsSync(binary),
);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // The same settings wherever it runs, so a run that passes in CI passes on a newcomer's machine. A journey
  // that passes only on its retry is reported as flaky in both.
  retries: 1,
  reporter: process.env.CI ? [['line'], ['json', { outputFile: 'reports/playwright.json' }]] : 'list',
  // Two workers, both servers and Chromium on two cores: an axe scan there can take 15 s, not 3.
  timeout: 60_000,
  use: {
    baseURL,
    // Recording a trace costs every journey about a quarter of its CPU; the retry records one for the failure.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: baseURL,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: process.env.E2E_DATA_DIR,
      INDEXING: 'false',
      LOG_LEVEL: 'warn',
      // The journeys are many visitors at one address, in parallel: one visitor's budget (ADR 0021) is not theirs.
      RATE_LIMIT_PER_MINUTE: 'off',
      // Two browsers, both servers and the embedded database (whose queries run on the API's event loop) share
      // two cores: shedding at 500 ms of loop delay would fail journeys for the machine's load, not for what they
      // check. test/overload.test.ts checks the shedding itself.
      OVERLOAD_EVENT_LOOP_DELAY_MS: 'off',
    },
  },
});
