import { describe, expect, it } from 'vitest';
import { isRevalidationSigned, revalidationRequest, revalidationSignature } from './revalidation';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const body = JSON.stringify({ tags: ['catalog', 'menu'] });
const now = 1_800_000_000;

describe('signed revalidation requests', () => {
  it('accepts what the secret signed, within the allowed skew', async () => {
    const signature = await revalidationSignature(secret, now, body);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await isRevalidationSigned(secret, { timestamp: String(now), signature, body }, now + 299)).toBe(
      true,
    );
  });

  it('refuses another secret, another body, another time, a stale or missing stamp', async () => {
    const signature = await revalidationSignature(secret, now, body);
    const check = (request: Partial<Parameters<typeof isRevalidationSigned>[1]>, at = now) =>
      isRevalidationSigned(secret, { timestamp: String(now), signature, body, ...request }, at);
    expect(await isRevalidationSigned(`${secret}x`, { timestamp: String(now), signature, body }, now)).toBe(
      false,
    );
    expect(await check({ body: JSON.stringify({ tags: ['catalog'] }) })).toBe(false);
    expect(await check({ timestamp: String(now + 1) })).toBe(false);
    expect(await check({}, now + 301)).toBe(false);
    expect(await check({}, now - 301)).toBe(false);
    expect(await check({ timestamp: null })).toBe(false);
    expect(await check({ signature: null })).toBe(false);
    expect(await check({ timestamp: '1e9' })).toBe(false);
    expect(await check({ signature: signature.slice(1) })).toBe(false);
  });

  it('takes only known tags, at least one, and nothing else', () => {
    expect(revalidationRequest.safeParse({ tags: ['catalog'] }).success).toBe(true);
    expect(revalidationRequest.safeParse({ tags: [] }).success).toBe(false);
    expect(revalidationRequest.safeParse({ tags: ['orders'] }).success).toBe(false);
    expect(revalidationRequest.safeParse({ tags: ['catalog'], path: '/' }).success).toBe(false);
  });
});
