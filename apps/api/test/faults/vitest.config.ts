import { defineConfig } from 'vitest/config';

// `npm run test:faults`: PostgreSQL clusters of the suite's own (initdb, pg_ctl), killed and stopped under real
// API processes and under the app itself. Apart from the API project's files: it owns whole servers and takes a
// minute or two. Its files run one after another, so that two of its clusters and their API processes never
// compete with each other (npm test runs the suite beside Vitest, whose files wait on their databases).
export default defineConfig({
  test: {
    name: 'faults',
    // CI adds a machine-readable summary for .ci/run's closing line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '../../../../reports/vitest-faults.json' }]]
      : ['default'],
    root: import.meta.dirname,
    include: ['*.test.ts'],
    fileParallelism: false,
    hookTimeout: 120_000,
    testTimeout: 120_000,
  },
});
