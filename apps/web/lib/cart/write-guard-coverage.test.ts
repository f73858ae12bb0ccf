import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every write handler under app/api must pass through the one CSRF lock (refusedWrite; today only the CV
// upload writes): a new route that forgets it fails here. Server Actions are checked by Next.js (docs/adr/0050). The API's revalidation request is no browser's
// write: it is checked by its signature instead.
const apiDir = join(__dirname, '../../app/api');
const guarded = /\b(refusedWrite|isRevalidationSigned)\(/;

function routes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routes(path);
    return entry.name === 'route.ts' ? [path] : [];
  });
}

describe('storefront write handlers', () => {
  it('all go through the same-origin lock', () => {
    const unguarded = routes(apiDir).filter((file) => {
      const source = readFileSync(file, 'utf8');
      return /export (async )?function (POST|PUT|PATCH|DELETE)\b/.test(source) && !guarded.test(source);
    });
    expect(unguarded).toEqual([]);
  });
});
