import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'locale',
    include: ['src/**/*.test.ts'],
    // The message types are the guarantee that ro and ru have the same keys: *.test-d.ts files check them with tsc.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
