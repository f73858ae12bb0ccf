import path from 'node:path';
import { defaultFrontendKey } from '@vitrina/contract';

/** Everything the API reads from the environment, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  publicOrigin: string;
  frontendKey: string;
  /** Unset = embedded PGlite under `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /** Connections the API keeps to PostgreSQL at most (DATABASE_POOL_SIZE); a request waits for one ~1 s. */
  databasePoolSize: number;
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Unset = caches live in this process's memory. */
  redisUrl: string | undefined;
  /** Addresses (or CIDR ranges) of proxies whose X-Forwarded-For names the client; loopback by default. */
  trustedProxies: string[];
  /** PUBLIC_CACHE=off serves every public answer from the database (measuring, debugging). */
  publicCache: boolean;
  /** Where browsers and the bank reach this API (the sandbox payment page, payment callbacks). */
  apiPublicUrl: string;
  payments: ConfiguredPayments;
  mail: MailSettings;
  /** Bonus points earned by a paid order, in basis points of what was paid for the goods (300 = 3 %). */
  bonusRateBasisPoints: number;
  /** AUTH_SECRET signs the tokens; unset = a random secret kept in `${dataDir}/auth-secret`. */
  authSecret: string | undefined;
  /** Requests one client address may make per minute (RATE_LIMIT_PER_MINUTE); null = no limit (`off`). */
  rateLimitPerMinute: number | null;
  /**
   * The event loop's mean delay, in milliseconds, above which requests are answered 503 at once
   * (OVERLOAD_EVENT_LOOP_DELAY_MS); null = never (`off`).
   */
  overloadEventLoopDelayMs: number | null;
  /** How long a stop waits for the requests in flight before the process ends anyway (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Every storefront process told to rebuild its cached pages after a publish (STOREFRONT_URLS). */
  storefrontUrls: string[];
  /** Signs those requests (REVALIDATE_SECRET); unset = a random secret kept in `${dataDir}/revalidate-secret`. */
  revalidateSecret: string | undefined;
}

/** docs/adr/0021: ten requests a second from one address, sustained, is more than any visitor sends. */
export const defaultRateLimitPerMinute = 600;
/** docs/adr/0021: half a second of mean delay per turn of the event loop is a process already too slow. */
export const defaultOverloadEventLoopDelayMs = 500;

/** PAYMENT_PROVIDER=sandbox (default on a local PUBLIC_ORIGIN: the API's own hosted page) or maib (the bank). */
export type PaymentSettings =
  | { provider: 'sandbox'; signatureKey: string }
  | {
      provider: 'maib';
      apiUrl: string;
      projectId: string;
      projectSecret: string;
      signatureKey: string;
    };

/**
 * The payment settings as the environment gives them: the sandbox's key is undefined unless
 * SANDBOX_SIGNATURE_KEY names one, and server.ts then keeps a random one in DATA_DIR (payments/settings.ts).
 */
export type ConfiguredPayments =
  | Exclude<PaymentSettings, { provider: 'sandbox' }>
  | { provider: 'sandbox'; signatureKey: string | undefined };

export interface MailSettings {
  /** Unset = every message is written as an .eml file under `${dataDir}/outbox`. */
  smtpUrl: string | undefined;
  from: string;
  /** Where the shop receives orders and form submissions; unset = the site's contact address. */
  shopEmail: string | undefined;
}

/** A setting that makes no sense; its message is the one line printed before the process stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

function port(env: Env, name: string, fallback: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || parsed < 1 || parsed > 65535)
    throw new ConfigError(`${name} must be a port number (1-65535), got "${raw}"`);
  return parsed;
}

function httpOrigin(env: Env, name: string, fallback: string): string {
  const raw = value(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL such as ${fallback}, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL such as ${fallback}, got "${raw}"`);
  return url.origin;
}

function databaseUrl(env: Env): string | undefined {
  const raw = value(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  const problem = `DATABASE_URL must look like postgres://user:password@host:5432/database (or be unset to use the embedded database), got "${redact(raw)}"`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(problem);
  }
  if (!['postgres:', 'postgresql:'].includes(url.protocol) || url.hostname === '')
    throw new ConfigError(problem);
  return raw;
}

/** A password has no business in a log line. */
export function redact(databaseUrl: string): string {
  return databaseUrl.replace(/^([a-z]+:\/\/[^:/@]+:)[^@]*@/i, '$1***@');
}

function optionalUrl(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  let ok = false;
  try {
    ok = protocols.includes(new URL(raw).protocol);
  } catch {}
  if (!ok)
    throw new ConfigError(
      `${name} must be a ${protocols.join(' or ')}// URL (or be unset), got "${redact(raw)}"`,
    );
  return raw;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new ConfigError(`${name} must be on or off, got "${raw}"`);
}

export function parseConfig(env: Env, cwd = process.cwd()): Config {
  const logLevel = value(env, 'LOG_LEVEL') ?? 'info';
  if (!(logLevels as readonly string[]).includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  const smtpUrl = optionalUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const redisUrl = optionalUrl(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const frontendKey = value(env, 'FRONTEND_KEY') ?? defaultFrontendKey;
  const apiPort = port(env, 'API_PORT', 4000);
  const publicOrigin = httpOrigin(env, 'PUBLIC_ORIGIN', 'http://localhost:3000');
  return {
    port: apiPort,
    // Loopback: the storefront reaches the API there, and nobody else can claim to be a trusted proxy.
    host: value(env, 'API_HOST') ?? '127.0.0.1',
    publicOrigin,
    frontendKey,
    databaseUrl: databaseUrl(env),
    databasePoolSize: wholeNumber(env, 'DATABASE_POOL_SIZE', 10, { min: 1, max: 1000 }),
    dataDir: path.resolve(cwd, value(env, 'DATA_DIR') ?? 'var'),
    logLevel: logLevel as Config['logLevel'],
    redisUrl,
    publicCache: onOff(env, 'PUBLIC_CACHE', true),
    trustedProxies: (value(env, 'TRUSTED_PROXIES') ?? '127.0.0.1,::1')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    apiPublicUrl: httpOrigin(env, 'API_PUBLIC_URL', `http://localhost:${apiPort}`),
    payments: paymentSettings(env, publicOrigin),
    mail: {
      smtpUrl,
      from: value(env, 'MAIL_FROM') ?? 'Vitrina <no-reply@vitrina.md>',
      shopEmail: emailSetting(env, 'SHOP_EMAIL'),
    },
    bonusRateBasisPoints: percentSetting(env, 'BONUS_RATE', 3),
    authSecret: longSecret(env, 'AUTH_SECRET'),
    rateLimitPerMinute: wholeNumberOrOff(env, 'RATE_LIMIT_PER_MINUTE', defaultRateLimitPerMinute, {
      min: 1,
      max: 1_000_000,
    }),
    overloadEventLoopDelayMs: wholeNumberOrOff(
      env,
      'OVERLOAD_EVENT_LOOP_DELAY_MS',
      defaultOverloadEventLoopDelayMs,
      { min: 10, max: 60_000 },
    ),
    shutdownGraceMs: wholeNumber(env, 'SHUTDOWN_GRACE_MS', 10_000, { min: 100, max: 600_000 }),
    storefrontUrls: storefrontUrls(env),
    revalidateSecret: longSecret(env, 'REVALIDATE_SECRET'),
  };
}

/**
 * STOREFRONT_URLS: each storefront process's own address (not a balancer's, which would reach one of them),
 * comma-separated. Unset = none: pages then refresh on their own within their cache lifetimes.
 */
function storefrontUrls(env: Env): string[] {
  const raw = value(env, 'STOREFRONT_URLS');
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url) => httpOrigin({ STOREFRONT_URLS: url }, 'STOREFRONT_URLS', 'http://127.0.0.1:3000'));
}

/** Shorter than 32 characters, an HMAC key can be guessed offline from one signature. */
function longSecret(env: Env, name: string): string | undefined {
  const raw = value(env, name);
  if (raw !== undefined && raw.length < 32)
    throw new ConfigError(`${name} must be at least 32 characters long, got ${raw.length}`);
  return raw;
}

/** Where only this machine's browser goes: localhost, 127.0.0.0/8 or ::1. */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The sandbox marks an order paid with no money moved, so a shop on the internet never falls into it by
 * default: with a PUBLIC_ORIGIN that is not local, PAYMENT_PROVIDER must be named.
 */
function paymentSettings(env: Env, publicOrigin: string): ConfiguredPayments {
  const named = value(env, 'PAYMENT_PROVIDER');
  if (named === undefined && !isLocalOrigin(publicOrigin))
    throw new ConfigError(
      `PAYMENT_PROVIDER must be set when PUBLIC_ORIGIN (${publicOrigin}) is not a local address: maib (with ` +
        "the bank's keys), or sandbox to take test payments that move no money",
    );
  const provider = named ?? 'sandbox';
  if (provider === 'sandbox') {
    // Shorter than 32 characters, the key could be guessed offline from one callback's signature.
    const signatureKey = value(env, 'SANDBOX_SIGNATURE_KEY');
    if (signatureKey !== undefined && signatureKey.length < 32)
      throw new ConfigError(
        `SANDBOX_SIGNATURE_KEY must be at least 32 characters long, got ${signatureKey.length}`,
      );
    return { provider, signatureKey };
  }
  if (provider !== 'maib')
    throw new ConfigError(`PAYMENT_PROVIDER must be sandbox or maib, got "${provider}"`);
  const required = (name: string) => {
    const setting = value(env, name);
    if (setting === undefined) throw new ConfigError(`${name} is required when PAYMENT_PROVIDER is maib`);
    return setting;
  };
  const apiUrl = optionalUrl(env, 'MAIB_API_URL', ['https:', 'http:']) ?? 'https://api.maibmerchants.md/v1';
  return {
    provider,
    apiUrl: apiUrl.replace(/\/+$/, ''),
    projectId: required('MAIB_PROJECT_ID'),
    projectSecret: required('MAIB_PROJECT_SECRET'),
    signatureKey: required('MAIB_SIGNATURE_KEY'),
  };
}

function wholeNumber(env: Env, name: string, fallback: number, range: { min: number; max: number }): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || parsed < range.min || parsed > range.max)
    throw new ConfigError(`${name} must be a whole number from ${range.min} to ${range.max}, got "${raw}"`);
  return parsed;
}

/** A whole number in `range`, or `off` (null): a safeguard that can be turned off. */
function wholeNumberOrOff(
  env: Env,
  name: string,
  fallback: number,
  range: { min: number; max: number },
): number | null {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'off') return null;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || parsed < range.min || parsed > range.max)
    throw new ConfigError(
      `${name} must be a whole number from ${range.min} to ${range.max}, or off, got "${raw}"`,
    );
  return parsed;
}

function emailSetting(env: Env, name: string): string | undefined {
  const raw = value(env, name);
  if (raw !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw))
    throw new ConfigError(`${name} must be an e-mail address, got "${raw}"`);
  return raw;
}

/** A percent setting (0–100, up to two decimals) as basis points: '3' → 300, '2.5' → 250. */
function percentSetting(env: Env, name: string, fallback: number): number {
  const raw = value(env, name);
  if (raw === undefined) return Math.round(fallback * 100);
  const parsed = Number(raw);
  if (!/^\d+(\.\d{1,2})?$/.test(raw) || parsed > 100)
    throw new ConfigError(`${name} must be a percent from 0 to 100, got "${raw}"`);
  return Math.round(parsed * 100);
}
