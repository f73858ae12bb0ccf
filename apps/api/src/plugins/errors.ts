import { localeFromAcceptLanguage } from '@vitrina/locale';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { fieldErrorsFrom, type ValidationIssue } from '../http/field-errors';
import { format, messagesFor } from '../i18n/messages';

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods a path answers to, so a wrong method gets 405 with `Allow` instead of a misleading 404. */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?', 1)[0] ?? '';
  // Routes are registered with or without a trailing slash, and answer both spellings.
  const spellings = path.endsWith('/') ? [path, path.slice(0, -1)] : [path, `${path}/`];
  return methods.filter((method) =>
    spellings.some((spelling) => app.findRoute({ method, url: spelling }) !== null),
  );
}

/**
 * Seconds a client is asked to wait (Retry-After) when the database cannot serve it (a pool exhausted for a
 * moment, or a server restarting), or the process is overloaded or stopping. Short, since the next attempt may
 * well succeed (another process may take it).
 */
export const retryAfterSeconds = 2;

/**
 * Status and headers of a 503 that asks the client to come back: the database cannot serve, the process is
 * overloaded or stopping (docs/adr/0019, 0021). The body, `{"detail": …}` in the request's language, is the
 * caller's to send.
 */
export function unavailable(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
}

/** The 503 of a request the database could not serve, with Retry-After and the reason in its language. */
export function databaseUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.warn({ err: error }, 'database unavailable');
  return unavailable(reply).send({ detail: messagesFor(request.locale).databaseUnavailable });
}

const requestParts = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' } as const;

/**
 * DRF-style error bodies (docs/architecture.md §2): validation → 400 `{"field": ["message"]}`, anything else
 * `{"detail": "message"}` in the request's language. A client mistake is never answered with a 500; a
 * database that cannot be reached (down, restarting, its pool exhausted) is a 503 with Retry-After; an
 * unexpected error is logged and answered with a generic 500 that reveals nothing of the server.
 */
export function registerErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setNotFoundHandler((request, reply) => {
    const messages = messagesFor(request.locale);
    const allowed = allowedMethods(app, request.url);
    // A route of this method that found nothing (a missing static file) is a plain 404.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ detail: format(messages.methodNotAllowed, { method: request.method }) });
    }
    return reply.code(404).send({ detail: messages.notFound });
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const messages = messagesFor(request.locale);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = requestParts[(error.validationContext ?? 'body') as keyof typeof requestParts] ?? 'body';
      const issues = error.validation as unknown as ValidationIssue[];
      return reply.code(400).send(fieldErrorsFrom(issues, request[part], messages));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({
          detail: format(messages.unsupportedMediaType, { type: request.headers['content-type'] ?? '' }),
        });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ detail: format(messages.payloadTooLarge, { limit: bodyLimit }) });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ detail: messages.emptyJson });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send({ detail: messages.invalidJson });
    }
    if (isDatabaseUnavailable(error)) return databaseUnavailable(request, reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      // An error raised with its text for the client already in the request's language (the rate limit's 429).
      const own = (error as { detail?: unknown }).detail;
      const detail =
        typeof own === 'string'
          ? own
          : status === 404
            ? messages.notFound
            : status === 403
              ? messages.accessDenied
              : status === 429
                ? messages.tooManyRequests
                : error instanceof SyntaxError
                  ? messages.invalidJson
                  : messages.badRequest;
      return reply.code(status).send({ detail });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ detail: messages.serverError });
  });
}

/**
 * Fastify's own refusals, made while routing, before any hook or this file's error handler: a path that does not
 * decode (`/categories/%C0%AE/`, 400) and a path parameter past Fastify's 100 characters (414). Fastify's own body
 * named its internal code and echoed the path back; this is the API's `{"detail"}`, in the client's language
 * (read here: the locale hook has not run). app.ts gives it to Fastify as `frameworkErrors`.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const messages = messagesFor(localeFromAcceptLanguage(request.headers['accept-language']));
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ detail: messages.serverError });
  }
  request.log.info({ err: error }, 'client error');
  return reply.code(status).send({ detail: messages.badRequest });
}
