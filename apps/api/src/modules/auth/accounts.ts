import { createHash, randomBytes } from 'node:crypto';
import {
  type FieldErrors,
  RESET_LINK_LIFETIME_MINUTES,
  type RegistrationRequest,
  type TokenPair,
  type User,
} from '@vitrina/contract';
import {
  formMessages,
  loginEmailProblem,
  loginRules,
  newPasswordRules,
  registrationRules,
} from '@vitrina/forms';
import type { Locale } from '@vitrina/locale';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { formFieldErrors } from '../../http/form-errors';
import { format, messagesFor } from '../../i18n/messages';
import type { Mailer } from '../../mail/mailer';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import {
  clearAccountFailures,
  clearSignInFailures,
  countAttempt,
  countSignInFailure,
  resetAddressKey,
  resetLimits,
  signInKeys,
  signInWait,
} from './rate-limits';
import { resetEmail, resetLink } from './reset-email';
import { revokeUserSessions, startSession } from './sessions';
import type { TokenSigner } from './tokens';

// What /api/auth/* does, apart from HTTP: each function answers the status and body of its route.

export type Outcome =
  | { status: 200; body: TokenPair }
  | { status: 200; body: { detail: string } }
  | { status: 201; body: User }
  | { status: 400; body: FieldErrors }
  | { status: 401; body: { detail: string } }
  | { status: 429; body: { detail: string }; retryAfter: number };

/** The account an e-mail names, in any case (users_email_idx is on lower(email)). */
export const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** The rules' field errors, plus "too common" on a new password that passed its own rules. */
function newPasswordErrors(
  errors: FieldErrors,
  field: string,
  password: string,
  locale: Locale,
): FieldErrors {
  if (errors[field] === undefined && isCommonPassword(password))
    return { ...errors, [field]: [formMessages[locale].commonPassword] };
  return errors;
}

function tooMany(locale: Locale, retryAfter: number): Outcome {
  return {
    status: 429,
    body: {
      detail: format(messagesFor(locale).auth.tooManyAttempts, { minutes: Math.ceil(retryAfter / 60) }),
    },
    retryAfter,
  };
}

export interface SignInDeps {
  database: Database;
  signer: TokenSigner;
}

/**
 * POST /api/auth/jwt/create. Throttled as rate-limits.ts says (per account and address pair, a delay per
 * account, per address): a 429 answers before anything is verified. An unknown e-mail and a wrong password get the same 401 and cost the same.
 */
export async function signIn(
  { database, signer }: SignInDeps,
  locale: Locale,
  ip: string,
  input: { email: string; password: string },
): Promise<Outcome> {
  const parsed = loginRules.safeParse(input);
  if (!parsed.success) return { status: 400, body: formFieldErrors(parsed.error, locale) };
  const { email, password } = parsed.data;
  const keys = signInKeys(email, ip);
  const wait = await signInWait(database, keys);
  if (wait !== null) return tooMany(locale, wait);

  const [user] = await database.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail(email));
  if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
    await countSignInFailure(database, keys);
    return { status: 401, body: { detail: messagesFor(locale).auth.noActiveAccount } };
  }
  await clearSignInFailures(database, keys);
  return { status: 200, body: await startSession(database.db, signer, user.id) };
}

/** POST /api/auth/register/: the new customer, or field errors (a taken e-mail is one, on `email`). */
export async function register(
  database: Database,
  locale: Locale,
  input: RegistrationRequest,
): Promise<Outcome> {
  const parsed = registrationRules.safeParse(input);
  const errors = newPasswordErrors(
    parsed.success ? {} : formFieldErrors(parsed.error, locale),
    'password',
    input.password,
    locale,
  );
  if (hasErrors(errors) || !parsed.success) return { status: 400, body: errors };
  const data = parsed.data;
  const taken = { status: 400 as const, body: { email: [messagesFor(locale).auth.emailTaken] } };
  // Checked first only to spare a hash; the unique index on lower(email) is what decides, below.
  const [existing] = await database.db.select({ id: users.id }).from(users).where(byEmail(data.email));
  if (existing) return taken;
  const passwordHash = await hashPassword(data.password);
  const [created] = await database.db
    .insert(users)
    .values({
      email: data.email,
      firstName: data.firstName,
      lastName: data.lastName,
      phone: data.phone,
      passwordHash,
    })
    // Two registrations racing with one e-mail: the second finds the index taken and inserts nothing.
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return taken;
  return {
    status: 201,
    body: {
      id: created.id,
      email: data.email,
      first_name: data.firstName,
      last_name: data.lastName,
      phone: data.phone,
      gender: null,
      bonuses: 0,
      addresses: [],
    },
  };
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetDeps {
  database: Database;
  mailer: Mailer;
  publicOrigin: string;
  log: FastifyBaseLogger;
  /** Runs the lookup and the e-mail off the response path (the routes keep track of it). */
  background(task: Promise<void>): void;
}

/**
 * POST /api/auth/resetpassword/. The answer is the same whether or not the e-mail has an account, and it
 * does not wait for the lookup or the e-mail, so its timing does not tell either.
 */
export async function requestReset(
  deps: ResetDeps,
  locale: Locale,
  ip: string,
  input: { email: string; lang: Locale },
): Promise<Outcome> {
  const problem = loginEmailProblem(input.email);
  if (problem) return { status: 400, body: { email: [formMessages[locale][problem]] } };
  const [count] = await countAttempt(deps.database, [
    { key: resetAddressKey(ip), limit: resetLimits.perAddress },
  ]);
  if (count && count.failures > resetLimits.perAddress.attempts) return tooMany(locale, count.retryAfter);
  deps.background(sendResetLink(deps, input.email.trim(), input.lang));
  return { status: 200, body: { detail: messagesFor(locale).auth.resetSent } };
}

async function sendResetLink(deps: ResetDeps, email: string, lang: Locale): Promise<void> {
  const { db } = deps.database;
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(byEmail(email));
  if (!user) return;
  const limit = resetLimits.linksPerAccount;
  const [recent] = await deps.database.rows<{ links: number }>(sql`
    select count(*)::int as links from ${passwordResets}
    where ${passwordResets.userId} = ${user.id}
      and ${passwordResets.createdAt} > now() - make_interval(mins => ${limit.windowMinutes}::int)`);
  if ((recent?.links ?? 0) >= limit.attempts) {
    deps.log.info({ userId: user.id }, 'password reset: link limit reached, none sent');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: tokenHash(token),
    expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_LIFETIME_MINUTES}::int)`,
  });
  // Sent directly, not through the outbox (docs/adr/0018): the link carries a live token, which the outbox table
  // would keep in clear for as long as the row lives; and a reset that did not arrive is simply asked for again.
  await deps.mailer.send({
    to: user.email,
    ...resetEmail({
      firstName: user.firstName,
      email: user.email,
      link: resetLink(deps.publicOrigin, lang, token),
      locale: lang,
    }),
  });
}

const liveReset = (hash: string) =>
  and(
    eq(passwordResets.tokenHash, hash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

/**
 * POST /api/auth/resetpassword/confirm/: sets the new password once per link, and signs the customer out
 * everywhere (whoever asked for the reset may not be the only one who knew the old password).
 */
export async function confirmReset(
  database: Database,
  locale: Locale,
  input: { token: string; new_password: string; re_new_password: string },
): Promise<Outcome> {
  const parsed = newPasswordRules.safeParse(input);
  const errors = newPasswordErrors(
    parsed.success ? {} : formFieldErrors(parsed.error, locale),
    'new_password',
    input.new_password,
    locale,
  );
  if (hasErrors(errors) || !parsed.success) return { status: 400, body: errors };
  const invalid = { status: 400 as const, body: { token: [messagesFor(locale).auth.resetLinkInvalid] } };
  const hash = tokenHash(input.token);
  // Looked at before hashing, so that made-up tokens cost no hash; spent below, once.
  const [live] = await database.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(liveReset(hash));
  if (!live) return invalid;
  const passwordHash = await hashPassword(parsed.data.password);
  const changed = await database.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(liveReset(hash))
      .returning({ userId: passwordResets.userId });
    if (!spent) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, spent.userId))
      .returning({ email: users.email });
    // The other links of the customer die with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx, spent.userId, 'password_reset');
    return user ?? null;
  });
  if (!changed) return invalid;
  // Held back by failed sign-ins? The new password works at once, from every address.
  await clearAccountFailures(database, changed.email);
  return { status: 200, body: { detail: messagesFor(locale).auth.passwordChanged } };
}
