import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { memoryStore } from './cache/memory-store';
import { redisStore } from './cache/redis-store';
import type { CacheStore } from './cache/store';
import { type Config, ConfigError, parseConfig, redact } from './config';
import { type Database, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { isDatabaseUnavailable } from './db/unavailable';
import { createMailer } from './mail/mailer';
import { persistedSecret } from './modules/auth/secret';
import { withSandboxKey } from './modules/payments';

// A bad setting ends the start with one line that names it, never a stack trace.
function stop(message: string): never {
  console.error(`Configuration error: ${message}`);
  process.exit(1);
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  return error instanceof Error ? error.message || error.name : String(error);
}

let config: Config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) stop(error.message);
  throw error;
}

let database: Database;
try {
  database = await openDatabase(config);
} catch (error) {
  if (config.databaseUrl)
    stop(`DATABASE_URL is unreachable (${redact(config.databaseUrl)}): ${describe(error)}`);
  stop(`DATA_DIR cannot hold the embedded database (${config.dataDir}): ${describe(error)}`);
}

await migrate(database);
const seeded = await seed(database);

let cache: CacheStore | null = null;
try {
  if (config.publicCache) cache = config.redisUrl ? await redisStore(config.redisUrl) : memoryStore();
} catch (error) {
  stop(`REDIS_URL is unreachable (${redact(config.redisUrl ?? '')}): ${describe(error)}`);
}

const mailer = createMailer(config.mail, config.dataDir);
const authSecret = config.authSecret ?? (await persistedSecret(config.dataDir));
const payments = await withSandboxKey(config.payments, config.dataDir);
const revalidateSecret =
  config.revalidateSecret ?? (await persistedSecret(config.dataDir, 'revalidate-secret'));
const app = await buildApp({
  config: { ...config, authSecret, payments, revalidateSecret },
  database,
  cache,
  mailer,
  dataDir: config.dataDir,
  staffCliSecret: await persistedSecret(config.dataDir, 'staff-cli-secret'),
});
if (seeded.length > 0) app.log.info({ domains: seeded }, 'demo content seeded');

// A stop (SIGTERM from an orchestrator or a deploy, Ctrl-C) is graceful (docs/adr/0021): app.close() closes
// the listening socket, answers requests on connections still open with 503 (readiness: "stopping"), waits
// for the requests in flight and stops the outbox's worker; then the mailer, the cache and the database close
// and the process exits 0. Past SHUTDOWN_GRACE_MS, or at a second signal, it exits 1 at once. Errors that
// escape are handled below, not here: a database connection error must not stop the API.
closeWithGrace(
  {
    delay: config.shutdownGraceMs,
    logger: app.log,
    skip: ['uncaughtException', 'unhandledRejection'],
    onTimeout: (delay) =>
      app.log.error(`stopping: still busy after SHUTDOWN_GRACE_MS (${delay} ms), exiting anyway`),
    onSecondSignal: (signal) => app.log.error(`${signal} while stopping: exiting at once`),
  },
  async ({ signal }) => {
    const started = performance.now();
    app.log.info(`${signal ?? 'exit'}: stopping, finishing the requests in flight`);
    await app.close();
    await mailer.close();
    await cache?.close();
    await database.close();
    app.log.info(`stopped in ${Math.round(performance.now() - started)} ms`);
  },
);

// The database going away must never end the process (db/client.ts listens on every connection; each request
// answers 503 until it is back). Should a connection error still escape as an unhandled rejection or an
// uncaught exception, it is logged and the API keeps serving; anything else is a bug, and it ends the process
// as Node would.
process.on('unhandledRejection', (reason) => {
  if (!isDatabaseUnavailable(reason)) throw reason;
  app.log.error({ err: reason }, 'database connection error outside a request (unhandled rejection)');
});
process.on('uncaughtException', (error, origin) => {
  if (isDatabaseUnavailable(error)) {
    app.log.error({ err: error }, `database connection error outside a request (${origin})`);
    return;
  }
  app.log.fatal({ err: error }, `${origin}: stopping`);
  process.exit(1);
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') stop(`API_PORT ${config.port} is already in use`);
  if (code === 'EADDRNOTAVAIL') stop(`API_HOST "${config.host}" is not an address of this machine`);
  throw error;
}
const shown = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
app.log.info(`API ready on http://${shown}:${config.port} (database: ${database.engine}, reference: /docs)`);
