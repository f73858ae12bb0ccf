// Where the API keeps files a visitor sent (accepted CVs): one interface, so that where the bytes live is one
// decision (docs/adr/0023). The default keeps them in PostgreSQL (postgres-store.ts), shared by every API process
// like the rest of the data; an object store (S3: PutObject, GetObject, DeleteObject on the same keys) can
// implement it later without a change to its callers. No caller may assume a local path.

/** A file as it was stored. */
export interface StoredFile {
  bytes: Buffer;
  /** The media type it was stored with: what a download answers as Content-Type. */
  contentType: string;
  size: number;
}

export interface FileStore {
  /** Stores `bytes` under `key`, replacing nothing: a key already taken is an error. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file under `key`; nothing to remove is no error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are made by the server, never from a visitor's file name: lower-case path segments of letters, digits,
 * '.', '_' and '-', joined by '/'. They are valid S3 object keys and can never climb out of a folder.
 */
const keyPattern = /^[a-z0-9_-][a-z0-9._-]{0,99}(\/[a-z0-9_-][a-z0-9._-]{0,99}){0,4}$/;

export function assertFileKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}

/** The key of an accepted CV, from the name vacancy_applications.file_name keeps (`<random>.<type>`). */
export const cvKey = (fileName: string): string => `cv/${fileName}`;
