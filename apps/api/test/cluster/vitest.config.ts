import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: starts `npm run cluster` (HAProxy, two API and two storefront processes, PostgreSQL,
// Redis) and drives it from outside, as visitors and staff would. Apart from the API project's files: it owns
// ports, processes and a database of its own, and it needs the storefront's build.
export default defineConfig({
  test: {
    name: 'cluster',
    // CI adds a machine-readable summary for .ci/run's closing line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: '../../../../reports/vitest-cluster.json' }]]
      : ['default'],
    root: import.meta.dirname,
    include: ['*.test.ts'],
    // The start builds the storefront when its build is missing or stale (a minute or two), else ~15 s.
    hookTimeout: 300_000,
    testTimeout: 60_000,
  },
});
