import { defineConfig } from 'vitest/config';

// One runner for the pure packages and the API: tests live beside the code they test.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.unit.config.ts',
      'apps/web',
      'apps/admin',
    ],
    // Vitest's default leaves one of two cores idle; the API's files wait on their databases half of the time.
    maxWorkers: 2,
    // CI adds a machine-readable summary for .ci/run's closing line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
  },
});
