/** Where cached public responses live: this process's memory, or Redis shared by every API process. */
export interface CacheStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Drops every entry (after content changes). */
  clear(): Promise<void>;
  close(): Promise<void>;
}
