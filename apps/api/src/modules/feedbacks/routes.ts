import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import {
  callbackRequest,
  contactRequest,
  feedbackCreated,
  subscribeRequest,
  subscription,
} from '@vitrina/contract';
import { CONTACT_MESSAGE_MAX_LENGTH, CV_MAX_BYTES, VACANCY_NAME_MIN_LENGTH } from '@vitrina/forms';
import type { FastifyReply, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { bodyReadByHandler, multipartOnly } from '../../http/multipart';
import {
  commonErrors,
  detailError,
  formErrors,
  inputObject,
  queryObject,
  searchText,
} from '../../http/schemas';
import { format, messagesFor } from '../../i18n/messages';
import { answersPerVisitor } from '../../plugins/per-visitor';
import { countAttempt, type FormName, formKey, formLimits } from '../auth/rate-limits';
import { requestCallback } from './callback';
import { sendContactMessage } from './contact';
import type { ShopMail } from './shop-email';
import { subscribe } from './subscribe';
import {
  applyForVacancy,
  type CvStorage,
  fileTooLarge,
  removeStaleUploads,
  vacancyBodyLimit,
  vacancyPartLimits,
} from './vacancy';

export interface FeedbackRoutesDeps {
  database: Database;
  shop: ShopMail;
  /** Uploads in progress (this process's scratch folder) and where accepted CVs are kept (the file store). */
  cv: CvStorage;
}

const tags = ['feedbacks'];
/** The 429 of a form limited per address (`limitedPerAddress`). */
export const tooManyRequests = detailError.describe(
  'Too many submissions of this form from this address: wait the seconds of the Retry-After header',
);

/** Sends an outcome's status and body. */
const answer = (reply: FastifyReply, outcome: { status: number; body: unknown }) =>
  reply.code(outcome.status).send(outcome.body);

/** The OpenAPI summary's sentence on a form's limit per address. */
export const limitText = (form: FormName) =>
  `At most ${formLimits[form].attempts} submissions per client address per ${formLimits[form].windowMinutes} ` +
  'minutes (over it: 429 with Retry-After, before the body is read).';

/**
 * Counts a submission of `form` from the client's address and answers 429 over the limit, before the body is
 * read or anything stored (an onRequest hook: the body is parsed after it).
 */
export function limitedPerAddress(database: Database, form: FormName): onRequestHookHandler {
  return async (request, reply) => {
    const limit = formLimits[form];
    const [counted] = await countAttempt(database, [{ key: formKey(form, request.ip), limit }]);
    if (!counted || counted.failures <= limit.attempts) return;
    return reply
      .code(429)
      .header('retry-after', String(counted.retryAfter))
      .send({
        detail: format(messagesFor(request.locale).feedbacks.tooManyRequests, {
          minutes: String(Math.ceil(counted.retryAfter / 60)),
        }),
      });
  };
}

/**
 * POST /feedbacks/* (docs/product.md §7): what visitors send the shop. Each is stored together with its e-mail to the shop
 * (in the outbox, docs/adr/0018), and a request to be answered with its lead in the back office's inbox.
 */
export function feedbackRoutes(deps: FeedbackRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { database, shop } = deps;
    await mkdir(deps.cv.scratch, { recursive: true });
    await removeStaleUploads(deps.cv.scratch);
    answersPerVisitor(app);

    app.post(
      '/feedbacks/contact_us/',
      {
        onRequest: limitedPerAddress(database, 'contact'),
        schema: {
          tags,
          summary:
            "The contacts page's form: name (up to 100 characters), phone masked '+373 (6##) ###-##' or " +
            `'+373 (7##) ###-##', e-mail (6–64) and message (up to ${CONTACT_MESSAGE_MAX_LENGTH} characters), all ` +
            `required. Stored and e-mailed to the shop; answers 201 {id}. ${limitText('contact')}`,
          body: inputObject(contactRequest.shape),
          response: { 201: feedbackCreated, 400: formErrors, 429: tooManyRequests, ...commonErrors },
        },
      },
      async (request, reply) =>
        answer(reply, await sendContactMessage({ database, shop }, request, request.body)),
    );

    app.post(
      '/feedbacks/subscribe/',
      {
        onRequest: limitedPerAddress(database, 'subscribe'),
        schema: {
          tags,
          summary:
            'Subscribes an e-mail address (required, valid, 6–64) to the news. A new address answers 201 ' +
            '{email} and is e-mailed to the shop, as is an address the back office unsubscribed (it subscribes ' +
            'anew); an address subscribed already, in any letter case, answers 200 {email} and changes nothing. ' +
            limitText('subscribe'),
          body: inputObject(subscribeRequest.shape),
          response: {
            200: subscription.describe('Already subscribed'),
            201: subscription.describe('Subscribed'),
            400: formErrors,
            429: tooManyRequests,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => answer(reply, await subscribe({ database, shop }, request, request.body)),
    );

    app.post(
      '/feedbacks/callback/',
      {
        onRequest: limitedPerAddress(database, 'callback'),
        schema: {
          tags,
          summary:
            "The header's call-back request (docs/product.md §3 Callback, the 'callback post' of §7): a phone masked " +
            "'+373 (6##) ###-##' or '+373 (7##) ###-##', 17 characters, not one digit repeated. Stored and " +
            `e-mailed to the shop; answers 201 {id}. ${limitText('callback')}`,
          body: inputObject(callbackRequest.shape),
          response: { 201: feedbackCreated, 400: formErrors, 429: tooManyRequests, ...commonErrors },
        },
      },
      async (request, reply) =>
        answer(reply, await requestCallback({ database, shop }, request, request.body)),
    );

    await app.register(vacancyRoutes(deps));
  };
}

/** POST /feedbacks/vacancy/ in a plugin of its own: multipart is understood there only (a 415 elsewhere). */
function vacancyRoutes(deps: FeedbackRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { database, shop } = deps;
    await app.register(multipart, { limits: vacancyPartLimits, throwFileSizeLimit: true });
    app.post(
      '/feedbacks/vacancy/',
      {
        bodyLimit: vacancyBodyLimit,
        // The body is read by the handler, part by part, after these checks: only the query is validated first.
        validatorCompiler: bodyReadByHandler,
        onRequest: [limitedPerAddress(database, 'vacancy'), multipartOnly(vacancyBodyLimit, fileTooLarge)],
        schema: {
          tags,
          summary:
            'Applies for a vacancy with a CV (docs/product.md §5 Vacancy application), multipart/form-data: name (required, ' +
            `${VACANCY_NAME_MIN_LENGTH}–100 characters), phone (masked, 17 characters), email (6–64), file (required, ` +
            `non-empty, at most ${CV_MAX_BYTES} bytes). The file must BE a PDF, DOC or DOCX by its content (its ` +
            'name and Content-Type are ignored; a DOCX whose directory declares more than 100 MB unpacked or a ' +
            '100:1 ratio is refused); it is kept in the file store under a name the server makes and attached to ' +
            'the e-mail to the shop. ?vacancy= is the id of a vacancy of GET /vacancies (linked when it exists) or free text ' +
            'up to 200 characters. A file past the limit answers 413 as soon as the limit is crossed, the rest ' +
            `of the body unread; field errors 400 {"field": ["message"]}; answers 201 {id}. ${limitText('vacancy')}`,
          consumes: ['multipart/form-data'],
          querystring: queryObject({ vacancy: searchText(200).optional() }),
          // Documents the form; the handler reads the multipart body (see validatorCompiler).
          body: inputObject({
            name: z.string(),
            phone: z.string(),
            email: z.string(),
            file: z.string().meta({ format: 'binary' }),
          }),
          response: {
            201: feedbackCreated,
            400: formErrors,
            413: detailError.describe('The file is larger than 15728640 bytes'),
            415: detailError.describe('Not multipart/form-data'),
            429: tooManyRequests,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const outcome = await applyForVacancy(
          { database, shop },
          request,
          deps.cv,
          request.query.vacancy ?? '',
        );
        // A refused upload's remaining bytes are not worth reading: the connection closes after the answer.
        if ('unread' in outcome) reply.header('connection', 'close');
        return reply.code(outcome.status).send(outcome.body);
      },
    );
  };
}
