import { defineConfig } from 'vitest/config';

// One runner for the pure packages and the API: tests live beside the code they test.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web', 'apps/admin'],
    // CI adds a machine-readable summary for .ci/run's closing line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
  },
});
