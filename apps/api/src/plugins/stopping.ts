import type { FastifyInstance } from 'fastify';
import { messagesFor } from '../i18n/messages';
import { isHealthCheck } from '../modules/health/routes';
import { unavailable } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the app starts closing (server.ts on SIGTERM): readiness then answers 503. */
    isStopping(): boolean;
  }
}

/**
 * From the start of `app.close()` (docs/adr/0021): the listening socket is closed, so new connections are
 * refused, and a request that still arrives on a connection already open is answered 503 with Retry-After,
 * `Connection: close` and the reason in its language, while the requests in flight finish. Fastify's own 503
 * for this moment (return503OnClosing) has neither; buildApp turns it off.
 */
export function registerStopping(app: FastifyInstance): void {
  let stopping = false;
  app.decorate('isStopping', () => stopping);
  app.addHook('preClose', async () => {
    stopping = true;
  });
  // An answer finished while stopping closes its connection, so the process need not wait for keep-alive
  // connections to time out.
  // Callback hooks: every request runs them, and a promise per hook is measurable (docs/adr/0035).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!stopping || isHealthCheck(request.url)) return done();
    unavailable(reply).send({ detail: messagesFor(request.locale).stopping });
  });
}
