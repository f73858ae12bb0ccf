import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { frontendKeyHeader } from '@vitrina/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI document at /docs/json (built from the routes' zod schemas) and the interactive reference at /docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Vitrina API',
        description:
          'Storefront API. Every request except /health, /docs, /static and /media carries `X-Frontend-Key`; ' +
          '`Accept-Language` (ro, ru) picks the language of texts. Errors: `{"field": ["message"]}` or `{"detail": "message"}`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { frontendKey: { type: 'apiKey', in: 'header', name: frontendKeyHeader } },
      },
      security: [{ frontendKey: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { validatorUrl: null, persistAuthorization: true },
    // Hash-based CSP for the UI's own inline code; `upgrade-insecure-requests` is dropped so the reference
    // also works over plain http on a local machine.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
