import type { TokenPair } from '@vitrina/contract';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { authSessions, refreshTokens } from '../../db/schema';
import type { TokenSigner } from './tokens';

// Sign-ins and their refresh tokens (docs/architecture.md §2): issued on sign-in, rotated on every refresh, revoked on
// logout. A refresh token presented a second time revokes its whole sign-in: one of the two presenters is a
// thief, and neither can be told apart — unless it comes within a few seconds of its first use, before the
// sign-in moved on: that is a twin request of the same browser (docs/adr/0023).

/**
 * How long after its first use a refresh token is still answered, with a new pair of the same sign-in: as long as
 * a storefront process keeps a refresh's answer for the requests that carry the old cookie
 * (apps/web/lib/auth/refresh.ts), so that twin requests a load balancer spread over several storefront
 * processes do not sign the customer out.
 */
export const REFRESH_REUSE_GRACE_S = 30;

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
 * Whether `claims` name a refresh token spent less than REFRESH_REUSE_GRACE_S ago, of a live sign-in, after which
 * no token of that sign-in was spent: the same browser's twin request, not a replay.
 */
async function isTwin(db: Queryable, claims: { jti: string; sessionId: string }): Promise<boolean> {
  const [twin] = await db
    .select({ jti: refreshTokens.jti })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.jti, claims.jti),
        eq(refreshTokens.sessionId, claims.sessionId),
        isNotNull(refreshTokens.usedAt),
        gt(refreshTokens.usedAt, sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_S})`),
        gt(refreshTokens.expiresAt, sql`now()`),
        sql`exists (select 1 from ${authSessions} where ${authSessions.id} = ${refreshTokens.sessionId} and ${authSessions.revokedAt} is null)`,
        sql`not exists (select 1 from ${refreshTokens} as later where later.session_id = ${refreshTokens.sessionId} and later.used_at > ${refreshTokens.usedAt})`,
      ),
    );
  return twin !== undefined;
}

/**
 * POST /api/auth/jwt/refresh/: spends `token` and answers the next pair, or null when the token is not a live
 * refresh token of a live sign-in. Spending is one conditional UPDATE, so two requests racing with the same
 * token cannot both spend it; the loser, within the grace, gets a pair of its own for the same sign-in, as does
 * a twin request moments later; anyone presenting a spent token after that revokes the sign-in.
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
    if (await isTwin(db, claims)) return nextPair(db, signer, claims);
    // Known to us, signed by us, yet not spendable: spent before (reuse) or of a revoked sign-in.
    await revokeSession(db, claims.sessionId, 'reuse', { onlyIfSpent: claims.jti });
    return null;
  }
  return nextPair(db, signer, claims);
}

/** A new refresh token and access token of the sign-in `claims` name, which lives on as long as the new token. */
async function nextPair(
  db: Queryable,
  signer: TokenSigner,
  claims: { userId: number; sessionId: string },
): Promise<TokenPair> {
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
