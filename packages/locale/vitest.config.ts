import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'locale',
    include: ['src/**/*.test.ts'],
    // Pure functions, no module replaced: files share a worker's loaded modules (docs/adr/0036).
    isolate: false,
    // The message types are the guarantee that ro and ru have the same keys: *.test-d.ts files check them with tsc.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
