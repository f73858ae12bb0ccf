import { detailError, fieldErrors } from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, inputObject, plainText } from '../../http/schemas';
import { notFoundBody } from '../../i18n/messages';
import { escapeHtml } from '../../mail/html';
import type { CallbackOutcome } from './callback';
import { paymentMessages } from './messages';
import { documentOf, sendHtml } from './page-document';
import { PaymentProviderError } from './provider';
import { sandboxRoutes } from './sandbox/routes';
import { type PayAgainOutcome, PaymentError, type Payments } from './service';

const tags = ['payments'];

const answers: Record<CallbackOutcome, 200 | 400 | 404 | 502> = {
  rejected: 400,
  unknown: 404,
  unconfirmed: 502,
  paid: 200,
  failed: 200,
  unchanged: 200,
};

/**
 * The bank's callback, the pay-again link and, when the sandbox is the provider, its hosted payment page. Registered once in
 * buildApp with the same `Payments` the orders module starts payments with.
 */
export function paymentsRoutes(payments: Payments, publicOrigin: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/calculator/payments/:provider/callback/',
      {
        schema: {
          tags,
          summary:
            "A bank's server-to-server payment callback (maib e-commerce v1): {result: {payId, orderId, status, " +
            'statusCode, statusMessage, threeDs, rrn, approval, cardNumber, amount, currency}, signature} where ' +
            "signature = base64(sha256(result's values sorted by key, ':'-joined, + ':' + signature key)). No " +
            "X-Frontend-Key. The signature is checked, then only the bank's pay-info decides: OK for the " +
            "payment's order, amount and currency marks the order paid and credits its bonus once; DECLINED, " +
            'FAILED or TIMEOUT marks it payment_failed (a paid order never goes back). Answers 200 to every ' +
            'authentic callback, repeated ones included; 400 when the signature is missing or wrong, 404 for an ' +
            "unknown payId, 502 when the bank's pay-info cannot be read (the bank retries). Nothing changes " +
            'unless the answer is 200.',
          security: [],
          params: inputObject({ provider: z.enum(['sandbox', 'maib']) }),
          body: inputObject({
            result: z.record(z.string().max(100), z.unknown()),
            signature: z.string().max(200),
          }),
          response: {
            200: z.object({ ok: z.literal(true) }),
            400: z.union([detailError, fieldErrors]),
            404: detailError,
            502: detailError,
            ...commonErrors,
          },
        },
      },
      async (request, reply) => {
        const outcome = await payments.handleCallback(
          request.params.provider,
          request.body,
          (details, message) => request.log.warn(details, message),
        );
        const status = answers[outcome];
        if (outcome === 'rejected')
          request.log.warn({ ip: request.ip }, 'payment callback with a bad signature');
        const texts = paymentMessages[request.locale].callback;
        if (status === 200) return { ok: true as const };
        if (status === 404) return reply.code(404).send(notFoundBody(request.locale));
        return reply
          .code(status)
          .send({ detail: status === 400 ? texts.badSignature : texts.bankUnavailable });
      },
    );

    app.get(
      '/payments/pay-again/:token',
      {
        schema: {
          tags,
          summary:
            'The link of the e-mail a declined card payment sends (issue 20), opened by a browser without ' +
            "X-Frontend-Key. A valid link starts a payment of the order's grand total as the API has it (the " +
            'open one when there is one) and sends the browser (303) to the bank; an order paid meanwhile goes ' +
            "to the storefront's thanks; an order that no longer awaits payment (409), a link that is not " +
            'signed by this shop (404) or a bank that cannot be reached (502) answer a short HTML page.',
          security: [],
          params: inputObject({ token: plainText(100) }),
        },
      },
      async (request, reply) => {
        const page = (status: number, locale: Locale, key: 'closed' | 'missing' | 'bankUnavailable') => {
          const texts = paymentMessages[locale].payAgain;
          const home = `${publicOrigin}${locale === 'ru' ? '/ru' : ''}/`;
          return sendHtml(
            reply,
            status,
            (nonce) =>
              documentOf(
                locale,
                texts[`${key}Title`],
                nonce,
                `<h1>${escapeHtml(texts[`${key}Title`].replace(/ — Vitrina$/, ''))}</h1>
<p>${escapeHtml(texts[key])}</p>
<p><a class="button" href="${escapeHtml(home)}">${escapeHtml(texts.home)}</a></p>`,
              ),
            publicOrigin,
          );
        };
        let outcome: PayAgainOutcome;
        try {
          outcome = await payments.payAgain(request.params.token, request.ip);
        } catch (error) {
          if (error instanceof PaymentError) return page(409, request.locale, 'closed');
          if (error instanceof PaymentProviderError) {
            request.log.error({ err: error }, 'pay again: the bank could not start a payment');
            return page(502, request.locale, 'bankUnavailable');
          }
          throw error;
        }
        if (outcome.kind === 'pay') return reply.redirect(outcome.payUrl, 303);
        if (outcome.kind === 'paid') return reply.redirect(outcome.thanksUrl, 303);
        if (outcome.kind === 'closed') return page(409, outcome.locale, 'closed');
        return page(404, request.locale, 'missing');
      },
    );

    if (payments.sandbox) await app.register(sandboxRoutes(payments.sandbox, publicOrigin));
  };
}
