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
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Unset = caches live in this process's memory. */
  redisUrl: string | undefined;
  /** Addresses (or CIDR ranges) of proxies whose X-Forwarded-For names the client; loopback by default. */
  trustedProxies: string[];
  /** PUBLIC_CACHE=off serves every public answer from the database (measuring, debugging). */
  publicCache: boolean;
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
  // Read now so a typo stops the start even before the features that use them exist.
  optionalUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const redisUrl = optionalUrl(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const frontendKey = value(env, 'FRONTEND_KEY') ?? defaultFrontendKey;
  return {
    port: port(env, 'API_PORT', 4000),
    host: value(env, 'API_HOST') ?? '0.0.0.0',
    publicOrigin: httpOrigin(env, 'PUBLIC_ORIGIN', 'http://localhost:3000'),
    frontendKey,
    databaseUrl: databaseUrl(env),
    dataDir: path.resolve(cwd, value(env, 'DATA_DIR') ?? 'var'),
    logLevel: logLevel as Config['logLevel'],
    redisUrl,
    publicCache: onOff(env, 'PUBLIC_CACHE', true),
    trustedProxies: (value(env, 'TRUSTED_PROXIES') ?? '127.0.0.1,::1')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  };
}
