import type { TokenPair } from '@vitrina/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { authSessions, refreshTokens } from '../../db/schema';
import type { TokenSigner } from './tokens';

// Sign-ins and their refresh tokens (docs/architecture.md §2): issued on sign-in, rotated on every refresh, revoked on
// logout. A refresh token presented a second time revokes its whole sign-in: one of the two presenters is a
// thief, and neither can be told apart.

export type RevokeReason = 'logout' | 'reuse' | 'password_reset';

async function issueRefresh(db: Queryable, signer: TokenSigner, userId: number, sessionId: string) {
  const refresh = await signer.sign('refresh', { userId, sessionId });
  await db.insert(refreshTokens).values({ jti: refresh.jti, sessionId, expiresAt: refresh.expiresAt });
  return refresh;
}

/** A new sign-in for `userId`: its first access and refresh tokens. */
export async function startSession(db: Queryable, signer: TokenSigner, userId: number): Promise<TokenPair> {
  const [session] = await db
    .insert(authSessions)
    .values({ userId, expiresAt: sql`now() + interval '7 days'` })
    .returning({ id: authSessions.id });
  if (!session) throw new Error('auth session was not inserted');
  const refresh = await issueRefresh(db, signer, userId, session.id);
  const access = await signer.sign('access', { userId, sessionId: session.id });
  return { access: access.token, refresh: refresh.token };
}

/**
 * POST /api/auth/jwt/refresh/: spends `token` and answers the next pair, or null when the token is not a live
 * refresh token of a live sign-in. Spending is one conditional UPDATE, so two requests racing with the same
 * token cannot both succeed; the loser (or anyone presenting a spent token later) revokes the sign-in.
 */
export async function rotateSession(
  db: Queryable,
  signer: TokenSigner,
  token: string,
): Promise<TokenPair | null> {
  const claims = await signer.verify('refresh', token);
  if (!claims) return null;
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.jti, claims.jti),
        eq(refreshTokens.sessionId, claims.sessionId),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        sql`exists (select 1 from ${authSessions} where ${authSessions.id} = ${refreshTokens.sessionId} and ${authSessions.revokedAt} is null)`,
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  if (!spent) {
    // Known to us, signed by us, yet not spendable: spent before (reuse) or of a revoked sign-in.
    await revokeSession(db, claims.sessionId, 'reuse', { onlyIfSpent: claims.jti });
    return null;
  }
  const refresh = await issueRefresh(db, signer, claims.userId, claims.sessionId);
  await db
    .update(authSessions)
    .set({ expiresAt: refresh.expiresAt })
    .where(eq(authSessions.id, claims.sessionId));
  const access = await signer.sign('access', { userId: claims.userId, sessionId: claims.sessionId });
  return { access: access.token, refresh: refresh.token };
}

/**
 * Ends a sign-in: none of its tokens is accepted afterwards. With `onlyIfSpent`, only when that refresh token
 * was already spent (a replay), not when it merely expired.
 */
export async function revokeSession(
  db: Queryable,
  sessionId: string,
  why: RevokeReason,
  options: { onlyIfSpent?: string } = {},
): Promise<boolean> {
  const spent = options.onlyIfSpent
    ? sql`and exists (select 1 from ${refreshTokens} where ${refreshTokens.jti} = ${options.onlyIfSpent} and ${refreshTokens.sessionId} = ${sessionId} and ${refreshTokens.usedAt} is not null)`
    : sql``;
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedWhy: why })
    .where(sql`${authSessions.id} = ${sessionId} and ${authSessions.revokedAt} is null ${spent}`)
    .returning({ id: authSessions.id });
  return revoked.length > 0;
}

/** Every sign-in of a user (a password reset signs them out everywhere). */
export async function revokeUserSessions(db: Queryable, userId: number, why: RevokeReason): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedWhy: why })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** Whether the sign-in an access token names is still live (not revoked, not expired). */
export async function isSessionLive(db: Queryable, sessionId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql`now()`),
      ),
    );
  return row !== undefined;
}
