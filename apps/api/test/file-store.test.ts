import { describe, expect, it } from 'vitest';
import { postgresFileStore } from '../src/files/postgres-store';
import { useApi } from './support/api';
import { engines } from './support/databases';

// The file store of docs/adr/0023 on each engine: what one API process puts, any other gets, byte for byte.

describe.each(engines)('the file store (stored_files) on $name', (engine) => {
  const api = useApi(engine);

  it('gives back every byte with its type, refuses a key taken, and forgets a deleted file', async () => {
    const store = postgresFileStore(api.database);
    // Every byte value, NUL and 0xff included: bytea is binary, never text.
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, index) => index % 256));
    await store.put('cv/0123abcd.pdf', bytes, 'application/pdf');
    // Another handle over the same database stands for another process.
    const other = postgresFileStore(api.database);
    expect(await other.get('cv/0123abcd.pdf')).toEqual({ bytes, contentType: 'application/pdf', size: 512 });
    await expect(store.put('cv/0123abcd.pdf', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await other.delete('cv/0123abcd.pdf');
    expect(await store.get('cv/0123abcd.pdf')).toBeNull();
    await store.delete('cv/0123abcd.pdf');
  });

  it('takes only keys the server makes: no climbing, no upper case, no empty segment', async () => {
    const store = postgresFileStore(api.database);
    for (const key of ['../etc/passwd', 'cv/../x', '/cv/a.pdf', 'cv//a.pdf', 'CV/A.pdf', 'cv/a b.pdf', ''])
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/not a file key/);
    await expect(store.get('cv/..')).rejects.toThrow(/not a file key/);
  });
});
