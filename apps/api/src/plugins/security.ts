import cors from '@fastify/cors';
import { anonymousIdHeader, frontendKeyHeader } from '@vitrina/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers and CORS. The API answers JSON, so its own CSP forbids everything; the /docs pages set
 * their own policy (see openapi.ts). Only the storefront's origin may call it from a browser.
 */
export async function registerSecurity(app: FastifyInstance, publicOrigin: string): Promise<void> {
  // Helmet's middleware, built once: @fastify/helmet built it again on every request, about a tenth of a cached
  // answer's time (docs/adr/0035). The headers and their order are helmet's own, as before.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(cors, {
    origin: publicOrigin,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Accept-Language',
      'Authorization',
      'Content-Type',
      frontendKeyHeader,
      anonymousIdHeader,
    ],
    maxAge: 600,
  });
}
