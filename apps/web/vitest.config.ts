import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Pure logic of the storefront (lib/, and the pure helpers beside components); pages and components are
// checked in the browser by e2e/.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  // tsconfig says `jsx: preserve` for Next.js; tests that render components need the automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    name: 'web',
    environment: 'node',
    include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'server/**/*.test.mjs'],
  },
});
