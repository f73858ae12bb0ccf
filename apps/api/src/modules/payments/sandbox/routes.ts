import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inputObject, plainText } from '../../../http/schemas';
import { sendHtml } from '../page-document';
import type { SandboxBank, SandboxPayment } from './bank';
import { notFoundPage, paymentPage } from './page';

const tags = ['payments'];
const params = inputObject({ payId: plainText(100) });

export function sandboxRoutes(bank: SandboxBank, publicOrigin: string): FastifyPluginAsyncZod {
  return async (app) => {
    // The page's forms post application/x-www-form-urlencoded with nothing in it worth reading.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    app.get(
      '/payments/sandbox/:payId',
      {
        schema: {
          tags,
          summary:
            "The sandbox bank's hosted payment page (HTML, in the payment's language): the order, the amount " +
            'and Pay / Decline buttons. A payment already decided shows its outcome. Opened by a browser from ' +
            'the payUrl of an order, without X-Frontend-Key.',
          security: [],
          params,
        },
      },
      async (request, reply) => {
        const payment = await bank.find(request.params.payId);
        if (!payment)
          return sendHtml(reply, 404, (nonce) => notFoundPage(request.locale, nonce), publicOrigin);
        return sendHtml(reply, 200, (nonce) => paymentPage(payment, nonce), publicOrigin);
      },
    );

    for (const [action, outcome] of [
      ['pay', 'OK'],
      ['decline', 'FAILED'],
    ] as const) {
      app.post(
        `/payments/sandbox/:payId/${action}`,
        {
          schema: {
            tags,
            summary:
              `The sandbox page's ${action === 'pay' ? 'Pay' : 'Decline'} button: the bank marks the payment ` +
              `${outcome} (only once: a payment already decided stays as it is), posts its signed callback to ` +
              "the payment's callback URL as a bank would, then sends the browser (303) to the storefront's " +
              'okUrl or failUrl.',
            security: [],
            params,
          },
        },
        async (request, reply) => {
          const decided = await bank.decide(request.params.payId, outcome);
          if (!decided)
            return sendHtml(reply, 404, (nonce) => notFoundPage(request.locale, nonce), publicOrigin);
          await deliverCallback(request.server, bank, decided.payment, request.log);
          const target =
            decided.payment.status === 'FAILED' ? decided.payment.failUrl : decided.payment.okUrl;
          return reply.redirect(target, 303);
        },
      );
    }
  };
}

/**
 * The bank's server-to-server call, through the whole HTTP pipeline of this API (no listening port needed).
 * Repeated on every press — a real bank retries until it gets a 200, and the handler is idempotent.
 */
async function deliverCallback(
  server: FastifyInstance,
  bank: SandboxBank,
  payment: SandboxPayment,
  log: FastifyBaseLogger,
) {
  // The sandbox bank lives inside this API: its callback URL always names this API, only the path matters.
  const url = new URL(payment.callbackUrl).pathname;
  const answer = await server.inject({ method: 'POST', url, payload: bank.callbackFor(payment) });
  if (answer.statusCode !== 200)
    log.warn({ payId: payment.payId, statusCode: answer.statusCode }, 'sandbox bank: callback not accepted');
}
