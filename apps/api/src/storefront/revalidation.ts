import {
  type CacheTag,
  type RevalidationRequest,
  revalidationHeaders,
  revalidationPath,
  revalidationSignature,
} from '@vitrina/contract';
import type { FastifyBaseLogger } from 'fastify';

// After a publish the API tells every storefront process which of its cached reads to drop (docs/adr/0027), so
// a change shows within seconds on whichever process a visitor reaches. A storefront that does not answer is
// logged and left: its pages still refresh within their cache lifetimes (lib/api/cache.ts), and the publish
// itself has happened.

export interface StorefrontRevalidation {
  revalidate(tags: readonly CacheTag[]): Promise<void>;
}

/** Long enough for a busy storefront, short enough that a publish never waits on one that is gone. */
const answerWithinMs = 3000;

export function storefrontRevalidation(options: {
  urls: readonly string[];
  secret: string;
  log: FastifyBaseLogger;
}): StorefrontRevalidation {
  const { urls, secret, log } = options;
  return {
    async revalidate(tags) {
      if (urls.length === 0 || tags.length === 0) return;
      const body = JSON.stringify({ tags: [...new Set(tags)] } satisfies RevalidationRequest);
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = await revalidationSignature(secret, timestamp, body);
      await Promise.all(
        urls.map(async (url) => {
          try {
            const answer = await fetch(`${url}${revalidationPath}`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                [revalidationHeaders.timestamp]: String(timestamp),
                [revalidationHeaders.signature]: signature,
              },
              body,
              signal: AbortSignal.timeout(answerWithinMs),
            });
            if (!answer.ok) log.warn({ url, status: answer.status }, 'a storefront refused to revalidate');
          } catch (error) {
            log.warn({ url, err: error }, 'a storefront did not answer a revalidation');
          }
        }),
      );
    },
  };
}
