import { createHash } from 'node:crypto';
import { imageVariantWidths, variantOf } from '@vitrina/contract';
import { like } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { images } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { detailError } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { mediaUrl, servedKey } from './image-keys';

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
const response = { 200: z.any(), 301: z.null(), 404: detailError };

/** `images/<random>/w<width>.webp`: a variant asked for by width (a storefront's srcset). */
const variantAsked = /^images\/([0-9a-f]{32})\/w([0-9]+)\.webp$/;

/**
 * The variant to send a browser to when the one asked for was never made (a picture narrower than the width
 * asked): the narrowest one at least as wide, else the widest there is. A storefront can then offer every width
 * of IMAGE_VARIANT_WIDTHS in a srcset without knowing each picture's size. Null when there is no such picture.
 */
async function nearestVariant(database: Database, key: string): Promise<string | null> {
  const asked = variantAsked.exec(key);
  if (!asked) return null;
  const [random, width] = [asked[1] as string, Number(asked[2])];
  const [original] = await database.db
    .select({ key: images.key, width: images.width })
    .from(images)
    .where(like(images.key, `images/${random}.%`))
    .limit(1);
  if (!original) return null;
  const widths = imageVariantWidths(original.width);
  const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1];
  return chosen === undefined || chosen === width ? null : variantOf(original.key, chosen);
}

export function mediaRoutes(files: FileStore, database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const serve = async (
      key: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<FastifyReply> => {
      const stored = servedKey.test(key) ? await files.get(key) : null;
      if (!stored) {
        const nearest = await nearestVariant(database, key);
        if (!nearest) return reply.code(404).send(notFoundBody(request.locale));
        // As lasting as the files: a picture's size never changes, so neither does its nearest variant.
        reply.header('cache-control', `public, max-age=${year}, immutable`);
        return reply.redirect(mediaUrl(nearest), 301);
      }
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
