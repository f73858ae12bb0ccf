import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const staticRoot = fileURLToPath(new URL('../../static', import.meta.url));

/** Flags, category pictures and banners; the storefront proxies /static/* to here. */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticRoot,
    prefix: '/static/',
    decorateReply: false,
    index: false,
    cacheControl: true,
    maxAge: '1d',
    etag: true,
    lastModified: true,
    setHeaders: (res) => {
      // Images are embedded by the storefront's pages (another origin when not proxied).
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
