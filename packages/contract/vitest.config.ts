import { defineConfig } from 'vitest/config';

// Pure functions, no module replaced: files share a worker's loaded modules (docs/adr/0036).
export default defineConfig({ test: { name: 'contract', include: ['src/**/*.test.ts'], isolate: false } });
