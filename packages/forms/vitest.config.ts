import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'forms', include: ['src/**/*.test.ts'] } });
