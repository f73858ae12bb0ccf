import { frontendKeyHeader } from '@vitrina/contract';
import type { FastifyInstance } from 'fastify';
import { messagesFor } from '../i18n/messages';

/** Paths that browsers, tools and load balancers open without the storefront's key. */
export function isExemptFromFrontendKey(method: string, url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (method === 'OPTIONS') return true; // CORS preflights never carry custom headers
  if ((method === 'GET' || method === 'HEAD') && /^\/health(\/(live|ready))?\/?$/.test(path)) return true;
  // Payments: a bank's callback, and the pages and buttons that a browser opens (modules/payments).
  if (method === 'POST' && /^\/calculator\/payments\/(sandbox|maib)\/callback\/?$/.test(path)) return true;
  if ((method === 'GET' || method === 'HEAD') && /^\/payments\/sandbox\/[^/]+\/?$/.test(path)) return true;
  if (method === 'POST' && /^\/payments\/sandbox\/[^/]+\/(pay|decline)\/?$/.test(path)) return true;
  // The pay-again link of a declined payment's e-mail (signed, modules/payments/pay-again-link.ts).
  if ((method === 'GET' || method === 'HEAD') && /^\/payments\/pay-again\/[^/]+\/?$/.test(path)) return true;
  // The back office: a browser page and its API, guarded by staff sessions instead (modules/admin).
  if (path === '/admin' || path.startsWith('/admin/')) return true;
  // Pictures: the static ones and the media library's (modules/media), opened by browsers as <img>.
  if ((method === 'GET' || method === 'HEAD') && path.startsWith('/media/')) return true;
  return path === '/docs' || path.startsWith('/docs/') || path.startsWith('/static/');
}

/**
 * Every other request must carry `X-Frontend-Key` (docs/architecture.md §2): it identifies the storefront, it is not a
 * secret and not authentication.
 */
export function registerFrontendKey(app: FastifyInstance, frontendKey: string): void {
  const header = frontendKeyHeader.toLowerCase();
  // A callback hook: every request runs it, and a promise per hook is measurable (docs/adr/0035).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.headers[header] === frontendKey || isExemptFromFrontendKey(request.method, request.url))
      return done();
    reply.code(403).send({ detail: messagesFor(request.locale).forbidden });
  });
}
