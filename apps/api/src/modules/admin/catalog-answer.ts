import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from '../../i18n/messages';
import { catalogTexts } from './catalog-messages';
import { adminTexts } from './messages';
import type { CatalogOutcome } from './products-service';

/** A catalogue write's outcome as an answer; `created` answers 201. */
export function catalogAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: CatalogOutcome<T>,
  created = false,
) {
  switch (outcome.kind) {
    case 'ok':
      return reply.code(created ? 201 : 200).send(outcome.value);
    case 'missing':
      return reply.code(404).send(notFoundBody(request.locale));
    case 'stale':
      return reply.code(409).send({ detail: adminTexts(request.locale).versionConflict });
    case 'invalid':
      return reply.code(400).send(outcome.errors);
    case 'confirm':
      return reply.code(409).send({ detail: catalogTexts(request.locale).zeroPrice });
  }
}
