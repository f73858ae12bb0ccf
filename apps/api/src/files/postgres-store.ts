import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';
import { assertFileKey, type FileStore } from './store';

// The default file store (docs/adr/0023): a row of `stored_files` per file, its bytes in a bytea column. Every
// API process reads what any of them stored, on PGlite as on PostgreSQL, and the files are in the database's
// backups with the rows that name them. Files are small (a CV is at most 15 MiB) and few, so the bytes are
// read whole; PostgreSQL keeps large values out of line (TOAST), so lists of other columns stay fast.

export function postgresFileStore(database: Database): FileStore {
  return {
    async put(key, bytes, contentType) {
      assertFileKey(key);
      await database.db.insert(storedFiles).values({ key, content: bytes, contentType, size: bytes.length });
    },
    async get(key) {
      assertFileKey(key);
      const [row] = await database.db
        .select({ bytes: storedFiles.content, contentType: storedFiles.contentType, size: storedFiles.size })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row ?? null;
    },
    async delete(key) {
      assertFileKey(key);
      await database.db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
