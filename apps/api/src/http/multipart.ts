import type { Locale } from '@vitrina/locale';
import { errorCodes, type FastifySchemaCompiler, type onRequestHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

// Routes whose multipart body the handler reads part by part (a CV, a picture): the body's schema documents the
// form in the OpenAPI document but validates nothing, and a body of another type, or declaring more than the
// route takes, is refused before a byte of it is read.

const isMultipart = (contentType: string | undefined) =>
  (contentType ?? '').toLowerCase().trimStart().startsWith('multipart/form-data');

/** Validates the query, params and headers as usual; the body is the handler's to read. */
export const bodyReadByHandler: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (body: unknown) => ({ value: body })
    : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);

/**
 * 415 for a body that is not multipart/form-data (answered by the error handler, as any other body of a type the
 * route does not read), 413 with `tooLarge` for one that declares more than `limit` bytes, its bytes unread.
 */
export function multipartOnly(
  limit: number,
  tooLarge: (locale: Locale) => { detail: string },
): onRequestHookHandler {
  return async (request, reply) => {
    if (!isMultipart(request.headers['content-type']))
      throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type'] ?? '');
    if (Number(request.headers['content-length'] ?? 0) > limit)
      return reply.code(413).header('connection', 'close').send(tooLarge(request.locale));
  };
}
