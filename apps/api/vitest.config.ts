import { configDefaults, defineConfig } from 'vitest/config';

// The API's suites over a real database (test/). Its pure modules' tests beside the code (src/) are the
// `api-unit` project, in vitest.unit.config.ts.
export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // The fault suite owns PostgreSQL clusters and API processes: npm run test:faults (test/faults/).
    // The cluster test starts processes and HAProxy of its own: npm run test:cluster (test/cluster/).
    exclude: [...configDefaults.exclude, 'test/faults/**', 'test/cluster/**'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file builds its own app over its own database, so the files share nothing but loaded modules: a
    // worker imports Fastify, Drizzle and the app once instead of once per file, which was a third of the
    // suite's time (docs/adr/0029). A file that replaces a module with vi.mock belongs in src/ (isolated).
    isolate: false,
    // A worker's first file loads PGlite from the global setup's seeded copy (seconds on a busy machine); later
    // files get it back as seeded (docs/adr/0041).
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
