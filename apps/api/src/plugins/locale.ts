import { type Locale, localeFromAcceptLanguage } from '@vitrina/locale';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The storefront locale the client asked for by Accept-Language (unknown → ro). */
    locale: Locale;
  }
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', 'ro');
  // A callback hook, not an async one: every request runs it, and a promise per hook is measurable on a cached
  // answer (docs/adr/0035).
  app.addHook('onRequest', (request, reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    // Answers differ by language: shared caches must key on it.
    reply.header('content-language', request.locale);
    reply.header('vary', 'Accept-Language');
    done();
  });
}
