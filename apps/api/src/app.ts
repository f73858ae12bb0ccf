import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CacheStore } from './cache/store';
import { type Config, defaultOverloadEventLoopDelayMs, defaultRateLimitPerMinute } from './config';
import type { Database } from './db/client';
import { postgresFileStore } from './files/postgres-store';
import type { FileStore } from './files/store';
import { serializerCompiler } from './http/serializer';
import { createMailer, type Mailer } from './mail/mailer';
import { retryMessage } from './mail/outbox';
import { type OutboxWorker, startOutboxWorker } from './mail/outbox-worker';
import { accountRoutes } from './modules/account/routes';
import { adminRoutes } from './modules/admin';
import { internalRoutes } from './modules/admin/internal-routes';
import { identifier } from './modules/auth/identify';
import { authRoutes } from './modules/auth/routes';
import { tokenSigner } from './modules/auth/tokens';
import { bannersRoutes } from './modules/banners/routes';
import { previewKey } from './modules/calculator/preview-token';
import { calculatorRoutes } from './modules/calculator/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { companyRoutes } from './modules/company/routes';
import { contentRoutes } from './modules/content/routes';
import { drawingRoutes } from './modules/drawings/routes';
import { editorialRoutes } from './modules/editorial/routes';
import { feedbackRoutes } from './modules/feedbacks/routes';
import { shopMail } from './modules/feedbacks/shop-email';
import { healthRoutes } from './modules/health/routes';
import { localitiesRoutes } from './modules/localities/routes';
import { measurementRoutes } from './modules/measurements/routes';
import { visitChangeNotifier } from './modules/measurements/visit-change-notify';
import { mediaRoutes } from './modules/media/routes';
import { menuRoutes } from './modules/menu/routes';
import { offerRoutes } from './modules/offers/routes';
import { orderStageNotifier } from './modules/orders/order-stage-notify';
import { pagesRoutes } from './modules/pages/routes';
import {
  createPayments,
  type PaymentConfig,
  payAgainKey,
  paymentOptions,
  paymentsRoutes,
} from './modules/payments';
import { searchRoutes } from './modules/search/routes';
import { sitemapRoutes } from './modules/sitemap/routes';
import { specialistsRoutes } from './modules/specialists/routes';
import { registerAdminApp } from './plugins/admin-app';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerFrontendKey } from './plugins/frontend-key';
import { registerLocale } from './plugins/locale';
import { registerOpenApi } from './plugins/openapi';
import { registerOverload } from './plugins/overload';
import { registerRateLimit } from './plugins/rate-limit';
import { registerResponseCache } from './plugins/response-cache';
import { registerSecurity } from './plugins/security';
import { registerStaticFiles } from './plugins/static-files';
import { registerStopping } from './plugins/stopping';
import { type StorefrontRevalidation, storefrontRevalidation } from './storefront/revalidation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the e-mail outbox: `wake()` after a transaction that wrote to it commits. */
    outbox: OutboxWorker;
    /** Tells the storefront processes what a publish changed; null when none is configured (tests). */
    storefront: StorefrontRevalidation | null;
  }
}

/** 1 MiB: the largest JSON body any endpoint accepts (uploads get their own limit). */
export const bodyLimit = 1_048_576;

export interface AppOptions {
  config: Pick<Config, 'frontendKey' | 'publicOrigin' | 'logLevel'> &
    Partial<
      Pick<
        Config,
        | 'trustedProxies'
        | 'authSecret'
        | 'redisUrl'
        | 'rateLimitPerMinute'
        | 'overloadEventLoopDelayMs'
        | 'storefrontUrls'
        | 'revalidateSecret'
      >
    > &
    PaymentConfig &
    Partial<Pick<Config, 'mail'>>;
  database: Database;
  /**
   * Sends the API's e-mail: server.ts passes SMTP or the .eml outbox of DATA_DIR. Without one (tests that
   * do not read mail), messages go to an outbox in a fresh temporary folder.
   */
  mailer?: Mailer;
  /**
   * The data folder (DATA_DIR): uploads in progress use its `uploads` folder, which no other process needs.
   * Without one, a fresh temporary folder removed when the app closes.
   */
  dataDir?: string;
  /** Where accepted files (CVs) are kept; the database (`stored_files`) unless given (docs/adr/0023). */
  files?: FileStore;
  /** Where public answers are cached (tests pass their own memory store); null turns the cache off. */
  cache: CacheStore | null;
  /** The secret `npm run staff` proves itself with (DATA_DIR/staff-cli-secret); without one, no such route. */
  staffCliSecret?: string;
  /** Pino options or false; tests pass false to stay quiet. */
  logger?: FastifyServerOptions['logger'];
}

/** A fresh temporary folder, removed when the app closes (after the hooks added before this one). */
async function temporaryFolder(app: FastifyInstance, prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  app.addHook('onClose', async () => {
    await rm(folder, { recursive: true, force: true });
  });
  return folder;
}

async function temporaryOutbox(app: FastifyInstance): Promise<Mailer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitrina-mail-'));
  const mailer = createMailer(
    { smtpUrl: undefined, from: 'Vitrina <no-reply@vitrina.md>', shopEmail: undefined },
    folder,
  );
  app.addHook('onClose', async () => {
    await mailer.close();
    await rm(folder, { recursive: true, force: true });
  });
  return mailer;
}

/** The whole API as one Fastify instance, ready for `listen` (server.ts) or `inject` (tests). */
export async function buildApp({
  config,
  database,
  cache,
  logger,
  mailer,
  dataDir,
  files = postgresFileStore(database),
  staffCliSecret,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit,
    // docs/product.md §7 paths mix trailing slashes ('/pages/home-page/', '/menu/nav'): both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
    // X-Forwarded-For names the client only when a proxy we run sent it; anyone else could forge it.
    trustProxy: config.trustedProxies ?? false,
    frameworkErrors: answerFrameworkError,
    // While closing, plugins/stopping.ts answers requests on open connections (in their language, with
    // Retry-After), instead of Fastify's bare 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerLocale(app);
  registerErrorHandling(app, bodyLimit);
  // Before anything else costs work (docs/adr/0021): an overloaded or stopping process answers 503 at once.
  await registerOverload(
    app,
    config.overloadEventLoopDelayMs === undefined
      ? defaultOverloadEventLoopDelayMs
      : config.overloadEventLoopDelayMs,
  );
  registerStopping(app);
  await registerSecurity(app, config.publicOrigin);
  registerFrontendKey(app, config.frontendKey);
  // Requests per client address (docs/adr/0021): on unless the config says otherwise, so an app built without
  // the setting (a bench, a test) is limited like production. Before the routes: it hooks each one as added.
  await registerRateLimit(app, {
    perMinute:
      config.rateLimitPerMinute === undefined ? defaultRateLimitPerMinute : config.rateLimitPerMinute,
    trustedProxies: config.trustedProxies ?? [],
    redisUrl: config.redisUrl,
  });
  await registerOpenApi(app);
  await registerStaticFiles(app);
  await registerAdminApp(app);
  if (cache) registerResponseCache(app, cache);

  await app.register(healthRoutes(database));
  await app.register(menuRoutes(database));
  await app.register(pagesRoutes(database));
  await app.register(catalogRoutes(database));
  await app.register(editorialRoutes(database));
  await app.register(bannersRoutes(database));
  await app.register(sitemapRoutes(database));
  await app.register(searchRoutes(database));
  await app.register(companyRoutes(database));
  await app.register(contentRoutes(database));
  // E-mail that must reach a person is written to the outbox with what it tells of, and delivered by this
  // process's worker (docs/adr/0018). Its close hook is added after the mailer's: it runs first (last in, first
  // out), so the messages being sent finish before the mailer closes.
  const sender = mailer ?? (await temporaryOutbox(app));
  const outbox = startOutboxWorker({
    database,
    mailer: sender,
    files,
    log: app.log,
    from: config.mail?.from,
  });
  app.decorate('outbox', outbox);
  app.decorate(
    'storefront',
    config.storefrontUrls?.length && config.revalidateSecret
      ? storefrontRevalidation({ urls: config.storefrontUrls, secret: config.revalidateSecret, log: app.log })
      : null,
  );
  app.addHook('onClose', () => outbox.stop());
  // Forms (order calls, /feedbacks/*) are stored with their e-mail to the shop.
  const shop = shopMail({ shopEmail: config.mail?.shopEmail, outbox });
  // Customers' tokens and price-list preview links (docs/adr/0024) are signed under AUTH_SECRET (server.ts passes
  // the kept one); tests get a fresh random key.
  const authSecret = config.authSecret ?? randomBytes(48).toString('base64url');
  const previewLinks = previewKey(authSecret);
  await app.register(calculatorRoutes(database, shop, previewLinks));
  // CVs go to the file store, shared by every API process; only an upload in progress is on this one's disk.
  const scratch = path.join(dataDir ?? (await temporaryFolder(app, 'vitrina-data-')), 'uploads');
  await app.register(feedbackRoutes({ database, shop, cv: { scratch, files } }));
  await app.register(measurementRoutes({ database, shop, shopEmail: config.mail?.shopEmail }));
  await app.register(localitiesRoutes());
  // The media library's pictures, from the same store, to anyone (docs/adr/0026).
  await app.register(mediaRoutes(files, database));
  await app.register(specialistsRoutes(database));

  // Accounts: tokens signed with AUTH_SECRET.
  const signer = tokenSigner(authSecret);
  const identity = identifier(database.db, signer);
  await app.register(
    authRoutes({ database, signer, identity, mailer: sender, publicOrigin: config.publicOrigin }),
  );
  await app.register(accountRoutes({ database, identity }));
  // A cart line's or an order line's drawing, to the visitor whose line it is (docs/adr/0047).
  await app.register(drawingRoutes({ database, identity }));

  // Payments: the orders module starts them with `payments`; the bank and the sandbox page call back here.
  // Its e-mails about an outcome go through the outbox; the pay-again links are signed under AUTH_SECRET.
  const payments = createPayments({
    database,
    ...paymentOptions(config),
    mail: { shopEmail: config.mail?.shopEmail, outbox, payAgainKey: payAgainKey(authSecret) },
  });
  await app.register(paymentsRoutes(payments, config.publicOrigin));
  await app.register(
    cartRoutes({ database, payments, shopEmail: config.mail?.shopEmail, outbox, identity, files }),
  );
  await app.register(
    offerRoutes({
      database,
      files,
      outbox,
      shopEmail: config.mail?.shopEmail,
      identity,
      publicOrigin: config.publicOrigin,
    }),
  );

  // The back office's API: staff sessions, never the storefront's key or a customer's token.
  await app.register(
    adminRoutes({
      database,
      files,
      publicOrigin: config.publicOrigin,
      previewKey: previewLinks,
      notifyStage: orderStageNotifier(config.mail?.shopEmail),
      notifyVisit: visitChangeNotifier(config.mail?.shopEmail, config.publicOrigin),
      outbox: { retry: (id) => retryMessage(database, id), wake: () => outbox.wake() },
    }),
    { prefix: '/admin/api' },
  );
  if (staffCliSecret) await app.register(internalRoutes(database, staffCliSecret));

  await app.ready();
  return app;
}
