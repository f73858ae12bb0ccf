import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStore } from '../../files/store';
import { detailError } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { servedKey } from './image-keys';

// GET /media/images/… (docs/adr/0026): the pictures of the media library, from the shared file store, so every
// API process serves what any of them took. Only keys of pictures are answered (never a CV, whatever the path
// says), and nothing is read from disk. A key's bytes never change (a new picture is a new key), so browsers and
// shared caches keep an answer for a year without asking again. Open to anyone, like /static/: no frontend
// key, no request budget (plugins/frontend-key.ts, plugins/rate-limit.ts); the storefront proxies /media/*.

const year = 31_536_000;
const tags = ['media'];

/** A key's ETag: its bytes never change, so the key names them as well as a hash of them would. */
const etagOf = (key: string) => `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;

const summary =
  'A picture of the media library or one of its WebP variants, by the path the back office gives ' +
  `(/media/images/<random>.<png|jpg|webp>, /media/images/<random>/w<width>.webp). Cached ${year} s, immutable; ` +
  'no X-Frontend-Key needed.';
const name = z.string().max(100);
const response = { 200: z.any(), 404: detailError };

export function mediaRoutes(files: FileStore): FastifyPluginAsyncZod {
  return async (app) => {
    const serve = async (
      key: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<FastifyReply> => {
      const stored = servedKey.test(key) ? await files.get(key) : null;
      if (!stored) return reply.code(404).send(notFoundBody(request.locale));
      const etag = etagOf(key);
      reply
        .header('cache-control', `public, max-age=${year}, immutable`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        // Shown by the storefront's pages, another origin when not proxied (as /static/ is).
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.header('content-type', stored.contentType).send(stored.bytes);
    };

    app.get(
      '/media/images/:file',
      { schema: { tags, summary, security: [], params: z.strictObject({ file: name }), response } },
      async (request, reply) => serve(`images/${request.params.file}`, request, reply),
    );
    app.get(
      '/media/images/:folder/:file',
      {
        schema: {
          tags,
          summary,
          security: [],
          params: z.strictObject({ folder: name, file: name }),
          response,
        },
      },
      async (request, reply) =>
        serve(`images/${request.params.folder}/${request.params.file}`, request, reply),
    );
  };
}
