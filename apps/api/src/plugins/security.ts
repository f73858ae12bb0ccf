import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { anonymousIdHeader, frontendKeyHeader } from '@vitrina/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers and CORS. The API answers JSON, so its own CSP forbids everything; the /docs pages set
 * their own policy (see openapi.ts). Only the storefront's origin may call it from a browser.
 */
export async function registerSecurity(app: FastifyInstance, publicOrigin: string): Promise<void> {
  await app.register(helmet, {
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
