import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'locale', include: ['src/**/*.test.ts'] } });
