import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The fault suite owns PostgreSQL clusters and API processes: npm run test:faults (test/faults/).
    // The cluster test starts processes and HAProxy of its own: npm run test:cluster (test/cluster/).
    exclude: [...configDefaults.exclude, 'test/faults/**', 'test/cluster/**'],
    globalSetup: ['test/support/global-setup.ts'],
    // PGlite starts a WebAssembly PostgreSQL per file: migrating and seeding it takes a few seconds.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
