import { defineConfig } from 'vitest/config';

// The API's pure modules, tested beside their code; each file in a module graph of its own, so a test may
// replace a module (vi.mock) without reaching another file.
export default defineConfig({
  test: {
    name: 'api-unit',
    include: ['src/**/*.test.ts'],
  },
});
