import { z } from 'zod';
import { cacheTags } from './cache-tags';

// How the API tells each storefront process that published content changed (docs/adr/0027): a POST of the tags
// to the storefront's /api/revalidate, signed with the secret both share. Web Crypto, so this module runs in
// Node (the API, the storefront's server) without a dependency; nothing in a browser ever holds the secret.

export const revalidationPath = '/api/revalidate';
export const revalidationHeaders = {
  timestamp: 'x-vitrina-timestamp',
  signature: 'x-vitrina-signature',
} as const;
/** A signed request older (or newer) than this is refused, so a captured one cannot be replayed for long. */
export const REVALIDATION_MAX_SKEW_SECONDS = 300;

export const revalidationRequest = z
  .object({
    tags: z
      .array(z.enum(Object.values(cacheTags) as [string, ...string[]]))
      .min(1)
      .max(Object.keys(cacheTags).length),
  })
  .strict();
export type RevalidationRequest = z.infer<typeof revalidationRequest>;

const encoder = new TextEncoder();

/** HMAC-SHA256 of `timestamp.body` under `secret`, in hex. */
export async function revalidationSignature(
  secret: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether `signature` is the one `secret` gives `timestamp.body`, and the timestamp (seconds) is within the
 * allowed skew of `now`. Compared in constant time.
 */
export async function isRevalidationSigned(
  secret: string,
  request: { timestamp: string | null; signature: string | null; body: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const { timestamp, signature, body } = request;
  if (timestamp === null || signature === null || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > REVALIDATION_MAX_SKEW_SECONDS) return false;
  const expected = await revalidationSignature(secret, Number(timestamp), body);
  if (signature.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  return difference === 0;
}
