import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    name: 'admin',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The app's base, as vite.config.ts has it: the API's paths are built from it.
    env: { BASE_URL: '/admin/' },
  },
});
