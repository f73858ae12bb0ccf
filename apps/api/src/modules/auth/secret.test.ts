import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { persistedSecret } from './secret';

describe('persistedSecret', () => {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('makes a secret once, readable by its owner only, and answers the same one after a restart', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vitrina-secret-'));
    const dataDir = path.join(folder, 'var');
    const first = await persistedSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(dataDir, 'auth-secret'))).mode & 0o777).toBe(0o600);
    expect(await persistedSecret(dataDir)).toBe(first);
    expect((await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim()).toBe(first);
  });

  it('gives two processes starting at once the same secret', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vitrina-secret-'));
    const [a, b] = await Promise.all([persistedSecret(folder), persistedSecret(folder)]);
    expect(a).toBe(b);
  });
});
