import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, redact } from '../src/config';

const error = (env: Record<string, string>) => {
  try {
    parseConfig(env, '/srv/app');
  } catch (caught) {
    expect(caught).toBeInstanceOf(ConfigError);
    return (caught as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('configuration', () => {
  it('serves a first run with defaults only', () => {
    expect(parseConfig({}, '/srv/app')).toEqual({
      port: 4000,
      host: '127.0.0.1',
      publicOrigin: 'http://localhost:3000',
      frontendKey: 'vitrina-storefront',
      databaseUrl: undefined,
      databasePoolSize: 10,
      dataDir: path.resolve('/srv/app', 'var'),
      logLevel: 'info',
      redisUrl: undefined,
      publicCache: true,
      trustedProxies: ['127.0.0.1', '::1'],
      apiPublicUrl: 'http://localhost:4000',
      payments: { provider: 'sandbox', signatureKey: undefined },
      mail: { smtpUrl: undefined, from: 'Vitrina <no-reply@vitrina.md>', shopEmail: undefined },
      bonusRateBasisPoints: 300,
      rateLimitPerMinute: 600,
      overloadEventLoopDelayMs: 500,
      shutdownGraceMs: 10_000,
      storefrontUrls: [],
      revalidateSecret: undefined,
    });
  });

  it('reads the limits, the overload threshold and the grace of a stop, each of which can be off', () => {
    expect(
      parseConfig(
        { RATE_LIMIT_PER_MINUTE: '1200', OVERLOAD_EVENT_LOOP_DELAY_MS: '250', SHUTDOWN_GRACE_MS: '30000' },
        '/srv',
      ),
    ).toMatchObject({ rateLimitPerMinute: 1200, overloadEventLoopDelayMs: 250, shutdownGraceMs: 30_000 });
    expect(
      parseConfig({ RATE_LIMIT_PER_MINUTE: 'off', OVERLOAD_EVENT_LOOP_DELAY_MS: 'off' }, '/srv'),
    ).toMatchObject({
      rateLimitPerMinute: null,
      overloadEventLoopDelayMs: null,
    });
  });

  it.each([
    ['RATE_LIMIT_PER_MINUTE', '0', 'a whole number from 1 to 1000000, or off'],
    ['RATE_LIMIT_PER_MINUTE', 'none', 'a whole number from 1 to 1000000, or off'],
    ['RATE_LIMIT_PER_MINUTE', '2.5', 'a whole number from 1 to 1000000, or off'],
    ['OVERLOAD_EVENT_LOOP_DELAY_MS', '5', 'a whole number from 10 to 60000, or off'],
    ['SHUTDOWN_GRACE_MS', 'off', 'a whole number from 100 to 600000'],
    ['SHUTDOWN_GRACE_MS', '0', 'a whole number from 100 to 600000'],
  ])('rejects %s=%s with one clear line', (name, raw, expected) => {
    expect(error({ [name]: raw })).toBe(`${name} must be ${expected}, got "${raw}"`);
  });

  it('reads the payment, mail and bonus settings', () => {
    const config = parseConfig(
      {
        PAYMENT_PROVIDER: 'maib',
        MAIB_PROJECT_ID: 'project',
        MAIB_PROJECT_SECRET: 'secret',
        MAIB_SIGNATURE_KEY: 'signature',
        SHOP_EMAIL: 'comenzi@vitrina.md',
        BONUS_RATE: '2.5',
        API_PUBLIC_URL: 'https://api.vitrina.md/',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      apiPublicUrl: 'https://api.vitrina.md',
      payments: {
        provider: 'maib',
        apiUrl: 'https://api.maibmerchants.md/v1',
        projectId: 'project',
        projectSecret: 'secret',
        signatureKey: 'signature',
      },
      mail: { shopEmail: 'comenzi@vitrina.md' },
      bonusRateBasisPoints: 250,
    });
  });

  it('reads the storefront processes to revalidate, and a REVALIDATE_SECRET no shorter than 32', () => {
    expect(parseConfig({}, '/srv/app').storefrontUrls).toEqual([]);
    expect(
      parseConfig({ STOREFRONT_URLS: 'http://10.0.0.5:3000/, http://10.0.0.6:3000' }, '/srv/app')
        .storefrontUrls,
    ).toEqual(['http://10.0.0.5:3000', 'http://10.0.0.6:3000']);
    expect(error({ STOREFRONT_URLS: 'http://a:3000,ftp://b' })).toMatch(
      /^STOREFRONT_URLS must be an http\(s\) URL/,
    );
    expect(parseConfig({ REVALIDATE_SECRET: 'r'.repeat(32) }, '/srv/app').revalidateSecret).toBe(
      'r'.repeat(32),
    );
    expect(error({ REVALIDATE_SECRET: 'short' })).toBe(
      'REVALIDATE_SECRET must be at least 32 characters long, got 5',
    );
  });

  it('takes an AUTH_SECRET long enough to sign tokens with, and no shorter', () => {
    expect(parseConfig({}, '/srv/app').authSecret).toBeUndefined();
    const secret = 'k'.repeat(32);
    expect(parseConfig({ AUTH_SECRET: secret }, '/srv/app').authSecret).toBe(secret);
    expect(error({ AUTH_SECRET: 'short-secret' })).toBe(
      'AUTH_SECRET must be at least 32 characters long, got 12',
    );
  });

  it('refuses payment and bonus settings that make no sense', () => {
    expect(error({ PAYMENT_PROVIDER: 'paypal' })).toBe(
      'PAYMENT_PROVIDER must be sandbox or maib, got "paypal"',
    );
    expect(error({ PAYMENT_PROVIDER: 'maib', MAIB_PROJECT_ID: 'p' })).toBe(
      'MAIB_PROJECT_SECRET is required when PAYMENT_PROVIDER is maib',
    );
    expect(error({ BONUS_RATE: '101' })).toBe('BONUS_RATE must be a percent from 0 to 100, got "101"');
    expect(error({ BONUS_RATE: '3%' })).toBe('BONUS_RATE must be a percent from 0 to 100, got "3%"');
    expect(error({ SHOP_EMAIL: 'shop' })).toBe('SHOP_EMAIL must be an e-mail address, got "shop"');
  });

  it('reads the settings given', () => {
    const config = parseConfig(
      {
        API_PORT: '4100',
        API_HOST: '0.0.0.0',
        PUBLIC_ORIGIN: 'https://ferestre.md/',
        FRONTEND_KEY: 'k',
        DATABASE_URL: 'postgres://app:secret@db:5432/vitrina',
        DATABASE_POOL_SIZE: '25',
        DATA_DIR: '/data',
        PAYMENT_PROVIDER: 'sandbox',
        SANDBOX_SIGNATURE_KEY: 's'.repeat(32),
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      publicOrigin: 'https://ferestre.md',
      frontendKey: 'k',
      databaseUrl: 'postgres://app:secret@db:5432/vitrina',
      databasePoolSize: 25,
      dataDir: '/data',
      payments: { provider: 'sandbox', signatureKey: 's'.repeat(32) },
    });
  });

  it.each(['abc', '0', '1001', '2.5', '-3'])('rejects DATABASE_POOL_SIZE=%s with one clear line', (size) => {
    expect(error({ DATABASE_POOL_SIZE: size })).toBe(
      `DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got "${size}"`,
    );
  });

  it('takes the sandbox bank by default only for a storefront on this machine', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://127.1.2.3',
      'http://[::1]:3000',
    ])
      expect(parseConfig({ PUBLIC_ORIGIN: origin }, '/srv').payments, origin).toEqual({
        provider: 'sandbox',
        signatureKey: undefined,
      });
    for (const origin of ['https://ferestre.md', 'http://192.168.1.10:3000', 'http://localhost.example.com'])
      expect(error({ PUBLIC_ORIGIN: origin }), origin).toBe(
        `PAYMENT_PROVIDER must be set when PUBLIC_ORIGIN (${origin}) is not a local address: maib (with ` +
          "the bank's keys), or sandbox to take test payments that move no money",
      );
    // Named, it is a choice: a staging site may take payments that move no money.
    expect(
      parseConfig({ PUBLIC_ORIGIN: 'https://staging.ferestre.md', PAYMENT_PROVIDER: 'sandbox' }, '/srv')
        .payments,
    ).toEqual({ provider: 'sandbox', signatureKey: undefined });
    expect(error({ SANDBOX_SIGNATURE_KEY: 'short' })).toBe(
      'SANDBOX_SIGNATURE_KEY must be at least 32 characters long, got 5',
    );
  });

  it.each(['abc', '0', '65536', '40.5', '-1', '4000abc'])(
    'rejects API_PORT=%s with one clear line',
    (port) => {
      expect(error({ API_PORT: port })).toBe(`API_PORT must be a port number (1-65535), got "${port}"`);
    },
  );

  it.each(['not a url', 'mysql://db/x', 'http://db:5432/x', 'postgres://'])(
    'rejects DATABASE_URL=%s',
    (url) => {
      expect(error({ DATABASE_URL: url })).toMatch(
        /^DATABASE_URL must look like postgres:\/\/user:password@host/,
      );
    },
  );

  it('never prints the database password', () => {
    expect(error({ DATABASE_URL: 'mysql://app:hunter2@db/x' })).not.toContain('hunter2');
    expect(redact('postgres://app:hunter2@db:5432/x')).toBe('postgres://app:***@db:5432/x');
  });

  it('rejects a PUBLIC_ORIGIN that is not an http URL', () => {
    expect(error({ PUBLIC_ORIGIN: 'localhost:3000' })).toMatch(/^PUBLIC_ORIGIN must be an http\(s\) URL/);
  });

  it('rejects malformed optional URLs and log levels', () => {
    expect(error({ SMTP_URL: 'mail.example.com' })).toMatch(/^SMTP_URL must be a smtp: or smtps:\/\/ URL/);
    expect(error({ REDIS_URL: 'http://cache' })).toMatch(/^REDIS_URL/);
    expect(error({ LOG_LEVEL: 'loud' })).toMatch(/^LOG_LEVEL must be one of/);
    expect(error({ PUBLIC_CACHE: 'yes' })).toBe('PUBLIC_CACHE must be on or off, got "yes"');
  });

  it('trusts X-Forwarded-For only from the proxies named', () => {
    expect(parseConfig({ TRUSTED_PROXIES: '10.0.0.5, 10.1.0.0/16' }, '/srv').trustedProxies).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
    expect(parseConfig({ PUBLIC_CACHE: 'off' }, '/srv').publicCache).toBe(false);
  });
});
