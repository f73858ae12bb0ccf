import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Hosts compile this source with their own JSX settings, and tsx (the API) applies none to files outside its
  // project, so every .tsx file names the automatic runtime itself. Tests compile as such a host does: a file
  // that forgets its pragma fails here with 'React is not defined'.
  oxc: { jsx: { runtime: 'classic' } },
  // Pure functions, no module replaced: files share a worker's loaded modules (docs/adr/0036).
  test: { name: 'drawing', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
