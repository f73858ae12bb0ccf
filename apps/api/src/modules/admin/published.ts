import type { CacheTag } from '@vitrina/contract';
import type { FastifyInstance } from 'fastify';

/**
 * After the back office publishes something the storefront shows (a price list, a product, a promotion ...):
 * the public answers cached for 30 s (docs/adr/0005) are dropped, so the next read sees the change. With
 * REDIS_URL the store is Redis, shared by every API process, so one clear reaches them all (docs/adr/0024).
 * `tags` name the storefront's cached reads the change touches: every storefront process drops them
 * (docs/adr/0027), so its pages are rebuilt from the new data.
 * Called after the write's transaction has committed: a clear before it could be refilled with the old data.
 */
export async function published(app: FastifyInstance, tags: readonly CacheTag[]): Promise<void> {
  try {
    await app.publicCache?.clear();
  } catch (error) {
    // Redis not answering: the answers still expire within their 30 s; the publish itself has happened.
    app.log.error({ err: error }, 'the public answers could not be cleared after a publish');
  }
  // After the clear: a storefront that refetched before it would be handed the old answer again. Not awaited: the
  // member who published gets their answer now, not after the slowest storefront (up to 3 s when busy).
  app.storefront?.revalidate(tags).catch((error: unknown) => {
    app.log.error({ err: error }, 'the storefront could not be told of a publish');
  });
}
