import { describe, expect, it } from 'vitest';
import { checkPreview, previewKey, signPreview } from './preview-token';

const key = previewKey('a-secret-of-at-least-thirty-two-bytes-0123456789');
const claims = { calculatorTypeId: 3, revision: 7, expiresAt: 1_800_000_000 };
const before = claims.expiresAt - 1;

/** The token with one part replaced (0: 'v1', 1: type, 2: revision, 3: expiry, 4: signature). */
function withPart(token: string, index: number, value: string): string {
  const parts = token.split('.');
  parts[index] = value;
  return parts.join('.');
}

describe('price preview tokens', () => {
  it('answers the claims it was signed with until it expires', () => {
    const token = signPreview(key, claims);
    expect(token).toMatch(/^v1\.3\.7\.1800000000\.[A-Za-z0-9_-]{43}$/);
    expect(checkPreview(key, token, before)).toEqual({ ok: true, claims });
    expect(checkPreview(key, token, claims.expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token whose type, revision or expiry was changed after signing', () => {
    const token = signPreview(key, claims);
    for (const [index, value] of [
      [1, '4'],
      [2, '8'],
      [3, '1900000000'],
      [1, '03'],
    ] as const) {
      expect(checkPreview(key, withPart(token, index, value), before)).toEqual({
        ok: false,
        reason: 'forged',
      });
    }
  });

  it('refuses a token signed under another secret, and one that is not a token at all', () => {
    const other = signPreview(previewKey('another-secret-of-at-least-thirty-two-bytes-000'), claims);
    expect(checkPreview(key, other, before)).toEqual({ ok: false, reason: 'forged' });
    for (const text of [
      '',
      'v1.3.7',
      'v2.3.7.1800000000.x',
      `${signPreview(key, claims)}=`,
      'v1.3.7.1.a.b',
    ]) {
      expect(checkPreview(key, text, before)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('derives a key of its own from the secret, so the secret itself never signs a preview', () => {
    const secret = 'a-secret-of-at-least-thirty-two-bytes-0123456789';
    expect(previewKey(secret).equals(Buffer.from(secret))).toBe(false);
    expect(previewKey(secret).equals(key)).toBe(true);
  });
});
