/**
 * Where cached public responses live: this process's memory, or Redis shared by every API process. Values are
 * the answer's bytes, kept as they are sent, so that a hit is written to the socket without being encoded again
 * (docs/adr/0035).
 */
export interface CacheStore {
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, value: Buffer, ttlSeconds: number): Promise<void>;
  /** Drops every entry (after content changes). */
  clear(): Promise<void>;
  close(): Promise<void>;
}
