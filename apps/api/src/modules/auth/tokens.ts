import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_LIFETIME_S, REFRESH_TOKEN_LIFETIME_S } from '@vitrina/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

// JSON Web Tokens of docs/architecture.md §2 (Djoser/SimpleJWT-compatible: `access` and `refresh`). One algorithm only
// (HS256 with the API's secret): a token naming another — 'none' above all — is refused before its signature
// is even looked at. The `token_type` claim keeps the two apart: a refresh token is never taken as an access
// token, nor the other way round.

export const tokenAlgorithm = 'HS256';
const issuer = 'vitrina-api';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  /** The user's id. */
  userId: number;
  /** The sign-in (auth_sessions.id) the token belongs to. */
  sessionId: string;
  /** This token's own id (refresh_tokens.jti for a refresh token). */
  jti: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

export interface TokenSigner {
  sign(
    type: TokenType,
    claims: Omit<TokenClaims, 'jti' | 'expiresAt'> & { jti?: string },
  ): Promise<{
    token: string;
    jti: string;
    expiresAt: Date;
  }>;
  /** The claims of a valid, unexpired token of `type`; null for anything else. */
  verify(type: TokenType, token: string): Promise<TokenClaims | null>;
}

const lifetimes: Record<TokenType, number> = {
  access: ACCESS_TOKEN_LIFETIME_S,
  refresh: REFRESH_TOKEN_LIFETIME_S,
};

/** A signer over `secret` (AUTH_SECRET, at least 32 bytes). `now` is for tests that travel in time. */
export function tokenSigner(secret: string, now: () => number = Date.now): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(type, { userId, sessionId, jti = randomUUID() }) {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAt = issuedAt + lifetimes[type];
      const token = await new SignJWT({ token_type: type, sid: sessionId })
        .setProtectedHeader({ alg: tokenAlgorithm, typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, jti, expiresAt: new Date(expiresAt * 1000) };
    },
    async verify(type, token) {
      if (token.length > 4096) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [tokenAlgorithm],
          issuer,
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'jti', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        if (payload.token_type !== type || typeof payload.sid !== 'string' || !Number.isSafeInteger(userId))
          return null;
        return { userId, sessionId: payload.sid, jti: String(payload.jti), expiresAt: Number(payload.exp) };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
