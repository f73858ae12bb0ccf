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
  app.addHook('onRequest', async (request, reply) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    // Answers differ by language: shared caches must key on it.
    reply.header('content-language', request.locale);
    reply.header('vary', 'Accept-Language');
  });
}
