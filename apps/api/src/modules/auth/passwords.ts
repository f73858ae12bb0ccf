import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';

// Passwords (docs/architecture.md §2 auth): argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane — the library's defaults,
// written out so that a change of defaults upstream changes nothing here). The PHC string keeps its own
// parameters, so a hash made under other ones still verifies.

const argon2id = 2 as Algorithm; // Algorithm.Argon2id: an ambient const enum, not importable as a value
export const hashOptions: Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The argon2id PHC string of `password`, salted. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows, made once: an unknown e-mail (or an account without a password)
 * is verified against it, so that answering "no such account" costs what a wrong password costs and the
 * time taken does not tell which e-mails have accounts.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummy;
}

/**
 * Whether `password` is the one `stored` was made from. `null` (no account, or one without a password)
 * verifies against the dummy hash and is always false. A stored value that is not a PHC string is false too.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const against = stored ?? (await dummyHash());
  let matches: boolean;
  try {
    matches = await verify(against, password);
  } catch {
    return false;
  }
  return stored !== null && matches;
}

// The 10,000 most common passwords of 8 to 64 characters, lower case; '#' lines are comments.
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (common === undefined) {
    const list = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    common = new Set(
      list
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#')),
    );
  }
  return common;
}

/** Whether a new password is among the most common ones (compared lower-cased): registration refuses it. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
