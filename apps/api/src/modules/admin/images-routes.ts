import multipart from '@fastify/multipart';
import {
  adminImage,
  adminImageUpdate,
  adminPage,
  IMAGE_ALT_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  imageMediaTypes,
  imageUploadFields,
  variantOf,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import { format } from '@vitrina/locale';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { images } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { fieldErrorsFrom, type ValidationIssue } from '../../http/field-errors';
import { bodyReadByHandler, multipartOnly } from '../../http/multipart';
import { detailError, formErrors, rowId } from '../../http/schemas';
import { messagesFor, notFoundBody } from '../../i18n/messages';
import { pagedResult, pageSlice } from '../editorial/paging';
import { imageKeysOf, newImageKey } from '../media/image-keys';
import { inspectPicture, type Picture } from '../media/picture';
import { audit } from './audit';
import { allow } from './guard';
import { ImageTooLarge, imageBodyLimit, imagePartLimits, receiveImage } from './image-upload';
import { type PicturePlace, pictureUses } from './image-uses';
import { imageBody, imageListQuery, imagePage, readImage } from './images-query';
import { adminTexts } from './messages';

const tags = ['admin'];
const idParams = z.strictObject({ id: rowId });
const megabytes = String(IMAGE_MAX_BYTES / 1_048_576);
const megapixels = String(IMAGE_MAX_PIXELS / 1_000_000);

/** Why a picture cannot be removed yet: where the shop shows it, e.g. "produse (2), bannere (1)". */
function shownBody(locale: Locale, uses: { place: PicturePlace; rows: number }[]) {
  const texts = adminTexts(locale).images;
  const places = uses.map((use) => `${texts.places[use.place]} (${use.rows})`).join(', ');
  return { detail: format(texts.inUse, { places }) };
}

const tooLarge = (locale: Locale) => ({ detail: format(adminTexts(locale).images.tooLarge, { megabytes }) });

/** The upload's text fields checked by the contract, its refusals named like any body's (field errors). */
function fieldProblems(request: FastifyRequest, fields: Record<string, string>, file: Buffer | null) {
  const parsed = imageUploadFields.safeParse(fields);
  const issues: ValidationIssue[] = parsed.success
    ? []
    : parsed.error.issues.map(({ code, path, message: _message, ...params }) => ({
        keyword: code,
        instancePath: `/${path.join('/')}`,
        params,
      }));
  const messages = messagesFor(request.locale);
  const errors = fieldErrorsFrom(issues, fields, messages);
  if (!file || file.length === 0) errors.file = [messages.field.required];
  return { errors, alt: parsed.success ? { ro: parsed.data.alt_ro, ru: parsed.data.alt_ru } : null };
}

/** Puts a picture's files in the store; on any failure removes those already put, and fails. */
async function store(files: FileStore, key: string, picture: Picture): Promise<void> {
  const put: string[] = [];
  try {
    await files.put(key, picture.original.bytes, imageMediaTypes[picture.type]);
    put.push(key);
    for (const variant of picture.variants) {
      const at = variantOf(key, variant.width);
      await files.put(at, variant.bytes, imageMediaTypes.webp);
      put.push(at);
    }
  } catch (error) {
    await Promise.all(put.map((done) => files.delete(done)));
    throw error;
  }
}

/**
 * /admin/api/images: the media library (docs/adr/0026), an admin's and an editor's. An upload is checked by its
 * content, stored with its WebP variants in the shared file store and served under /media/ (modules/media);
 * its alt texts may change later, the picture never does: a new picture is a new upload, with new URLs.
 */
export function imagesRoutes(database: Database, files: FileStore): FastifyPluginAsyncZod {
  return async (app) => {
    const editing = { preValidation: allow('admin', 'editor') };
    await app.register(multipart, { limits: imagePartLimits, throwFileSizeLimit: true });

    app.get(
      '/images',
      {
        ...editing,
        schema: {
          tags,
          summary: 'The media library, newest first; `q` searches the alt texts',
          querystring: imageListQuery,
          response: { 200: adminPage(adminImage), 400: formErrors, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) => {
        const { page, page_size } = request.query;
        const rows = await imagePage(database, request.query, pageSlice(page, page_size));
        return (
          pagedResult(rows, page, page_size, imageBody) ?? reply.code(404).send(notFoundBody(request.locale))
        );
      },
    );

    app.get(
      '/images/:id',
      {
        ...editing,
        schema: {
          tags,
          summary: 'One picture, with its public paths',
          params: idParams,
          response: { 200: adminImage, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) =>
        (await readImage(database, request.params.id)) ?? reply.code(404).send(notFoundBody(request.locale)),
    );

    app.post(
      '/images',
      {
        bodyLimit: imageBodyLimit,
        validatorCompiler: bodyReadByHandler,
        // The role first (a manager learns nothing of the form), then the body's type and declared length.
        onRequest: [allow('admin', 'editor'), multipartOnly(imageBodyLimit, tooLarge)],
        schema: {
          tags,
          summary:
            `Upload a picture, multipart/form-data: file (PNG, JPEG or WebP by its content, at most ${IMAGE_MAX_BYTES} ` +
            `bytes and ${IMAGE_MAX_PIXELS} pixels), alt_ro and alt_ru (required, 1–${IMAGE_ALT_MAX_LENGTH} ` +
            'characters). The name and Content-Type it was sent with decide nothing. It is stored re-encoded ' +
            'without its metadata, with WebP variants 320, 640 and 1280 px wide (never upscaled). 413 as soon ' +
            'as the size limit is crossed, 415 for anything that is not a whole PNG, JPEG or WebP.',
          consumes: ['multipart/form-data'],
          // Documents the form; the handler reads the multipart body (see validatorCompiler).
          body: z.strictObject({
            alt_ro: z.string(),
            alt_ru: z.string(),
            file: z.string().meta({ format: 'binary' }),
          }),
          response: {
            201: adminImage,
            400: formErrors,
            403: detailError,
            413: detailError.describe(
              `The file is larger than ${IMAGE_MAX_BYTES} bytes or has too many pixels`,
            ),
            415: detailError.describe('Not multipart/form-data, or not a PNG, JPEG or WebP'),
          },
        },
      },
      async (request, reply) => {
        const texts = adminTexts(request.locale).images;
        let received: Awaited<ReturnType<typeof receiveImage>>;
        try {
          received = await receiveImage(request);
        } catch (error) {
          // A refused upload's remaining bytes are not worth reading: the connection closes after the answer.
          reply.header('connection', 'close');
          if (error instanceof ImageTooLarge) return reply.code(413).send(tooLarge(request.locale));
          request.log.info({ err: error }, 'malformed multipart body');
          return reply.code(400).send({ detail: texts.badMultipart });
        }
        const { errors, alt } = fieldProblems(request, received.fields, received.file);
        if (!alt || !received.file || Object.keys(errors).length > 0) return reply.code(400).send(errors);

        const verdict = await inspectPicture(received.file);
        if ('problem' in verdict) {
          if (verdict.problem === 'tooManyPixels')
            return reply.code(413).send({ detail: format(texts.tooManyPixels, { megapixels }) });
          return reply.code(415).send({ detail: texts[verdict.problem] });
        }
        const { picture } = verdict;
        const key = newImageKey(picture.type);
        // Before the transaction, as an object store would be: a failure after it removes the files again.
        await store(files, key, picture);
        const row = {
          key,
          contentType: imageMediaTypes[picture.type],
          width: picture.original.width,
          height: picture.original.height,
          size: picture.original.bytes.length,
          alt,
        };
        try {
          const created = await database.db.transaction(async (tx) => {
            const [inserted] = await tx
              .insert(images)
              .values({ ...row, uploadedBy: request.staff.id })
              .returning({ id: images.id, createdAt: images.createdAt });
            if (!inserted) throw new Error('the image row was not written');
            await audit(tx, request.staff, {
              action: 'image.create',
              entity: 'image',
              entityId: inserted.id,
              after: { key, width: row.width, height: row.height, alt },
            });
            return inserted;
          });
          return reply.code(201).send(imageBody({ ...row, ...created, uploadedBy: request.staff.email }));
        } catch (error) {
          await Promise.all(imageKeysOf(key, row.width).map((done) => files.delete(done)));
          throw error;
        }
      },
    );

    app.patch(
      '/images/:id',
      {
        ...editing,
        schema: {
          tags,
          summary: "Change a picture's alt texts (both languages required)",
          params: idParams,
          body: adminImageUpdate,
          response: { 200: adminImage, 400: formErrors, 403: detailError, 404: detailError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { alt } = request.body;
        const found = await database.db.transaction(async (tx) => {
          const [before] = await tx.select().from(images).where(eq(images.id, id)).for('update');
          if (!before) return false;
          await tx.update(images).set({ alt }).where(eq(images.id, id));
          await audit(tx, request.staff, {
            action: 'image.update',
            entity: 'image',
            entityId: id,
            before: { alt: before.alt },
            after: { alt },
          });
          return true;
        });
        if (!found) return reply.code(404).send(notFoundBody(request.locale));
        return (await readImage(database, id)) ?? reply.code(404).send(notFoundBody(request.locale));
      },
    );

    app.delete(
      '/images/:id',
      {
        ...editing,
        schema: {
          tags,
          summary: 'Remove a picture and its variants (409 naming the places that still show it)',
          params: idParams,
          response: { 204: z.null(), 403: detailError, 404: detailError, 409: detailError },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const outcome = await database.db.transaction(async (tx) => {
          const [stored] = await tx.select({ key: images.key }).from(images).where(eq(images.id, id));
          if (!stored) return { kind: 'gone' } as const;
          // A picture the shop still shows is replaced there first, never left behind as a broken image.
          const uses = await pictureUses(tx, stored.key);
          if (uses.length > 0) return { kind: 'shown', uses } as const;
          const [before] = await tx.delete(images).where(eq(images.id, id)).returning();
          if (!before) return { kind: 'gone' } as const;
          await audit(tx, request.staff, {
            action: 'image.delete',
            entity: 'image',
            entityId: id,
            before: { key: before.key, width: before.width, height: before.height, alt: before.alt },
          });
          return { kind: 'removed', before } as const;
        });
        if (outcome.kind === 'gone') return reply.code(404).send(notFoundBody(request.locale));
        if (outcome.kind === 'shown') return reply.code(409).send(shownBody(request.locale, outcome.uses));
        const removed = outcome.before;
        // After the commit: a failed transaction keeps the files its row names. A file left by a failure here
        // is named by no row and served to nobody who does not already hold its URL.
        await Promise.all(imageKeysOf(removed.key, removed.width).map((key) => files.delete(key)));
        return reply.code(204).send(null);
      },
    );
  };
}
