import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for maib's e-commerce API v1 on 127.0.0.1: generate-token, pay, pay-info and refund with the
 * bank's envelopes and error codes, and `complete` to play the customer paying on the bank's page, which
 * posts the signed callback to the payment's callbackUrl as maib does.
 */

export type FakeStatus = 'CREATED' | 'OK' | 'FAILED' | 'DECLINED' | 'TIMEOUT' | 'PENDING' | 'REVERSED';

export interface FakePayment {
  payId: string;
  orderId: string;
  /** Decimal euros, as the shop sent them. */
  amount: number;
  currency: string;
  language: string;
  description: string;
  clientIp: string;
  status: FakeStatus;
  refundAmount: number;
  callbackUrl: string;
  okUrl: string;
  failUrl: string;
  /** What pay-info answers differently from the truth (a test's way to make the bank disagree). */
  payInfoOverride: Partial<Record<string, unknown>>;
}

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeMaib {
  /** The API base URL, like https://api.maibmerchants.md/v1. */
  apiUrl: string;
  projectId: string;
  projectSecret: string;
  signatureKey: string;
  payments: Map<string, FakePayment>;
  requests: FakeRequest[];
  /** generate-token calls that issued a token. */
  tokensIssued(): number;
  /** Forgets every issued token: the next call with an old one gets 401. */
  revokeTokens(): void;
  /** The next call to `point` ('pay', 'pay-info', 'refund') answers this HTTP status and body instead. */
  failNext(point: string, status: number, body: unknown): void;
  /**
   * The next call to `point` waits, unanswered, until `release()`: a slow bank, during which a test does what
   * may happen meanwhile. `reached` resolves once the call has arrived.
   */
  holdNext(point: string): { reached: Promise<void>; release(): void };
  /** The callback body maib would send for a payment now, signed with `key` (the project's by default). */
  callbackFor(payId: string, overrides?: Record<string, unknown>, key?: string): CallbackPayload;
  /** The customer finishes on the bank's page: the status changes and the signed callback is posted. */
  complete(payId: string, status: FakeStatus): Promise<{ statusCode: number; body: string }>;
  /** Posts a callback body to a payment's callbackUrl. */
  deliver(payId: string, payload: unknown): Promise<{ statusCode: number; body: string }>;
  close(): Promise<void>;
}

export interface CallbackPayload {
  result: Record<string, unknown>;
  signature: string;
}

/** maib's documented callback signature, written out again here so the fake does not lean on the code it tests. */
export function maibSignature(result: Record<string, unknown>, key: string): string {
  const values = Object.keys(result)
    .sort()
    .map((name) => String(result[name] ?? ''));
  return createHash('sha256')
    .update([...values, key].join(':'))
    .digest('base64');
}

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const failure = (errorCode: string, errorMessage: string) => ({
  ok: false,
  errors: [{ errorCode, errorMessage }],
});
const twoDecimals = (value: unknown) =>
  typeof value === 'number' && value >= 1 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

export async function startFakeMaib(): Promise<FakeMaib> {
  const projectId = 'test-project';
  const projectSecret = 'test-project-secret';
  const signatureKey = 'test-signature-key';
  const tokens = new Set<string>();
  const payments = new Map<string, FakePayment>();
  const requests: FakeRequest[] = [];
  const failures = new Map<string, { status: number; body: unknown }>();
  const holds = new Map<string, { arrived(): void; released: Promise<void> }>();
  let issued = 0;

  const payInfoOf = (payment: FakePayment) => ({
    payId: payment.payId,
    orderId: payment.orderId,
    status: payment.status,
    statusCode: payment.status === 'OK' ? '000' : '116',
    statusMessage: payment.status === 'OK' ? 'Approved' : 'Not approved',
    threeDs: 'AUTHENTICATED',
    rrn: '331711380059',
    approval: '327593',
    cardNumber: '510218******1124',
    amount: payment.amount,
    refundAmount: payment.refundAmount,
    currency: payment.currency,
    description: payment.description,
    clientIp: payment.clientIp,
    ...payment.payInfoOverride,
  });

  function handle(request: IncomingMessage, response: ServerResponse, raw: string) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, version, point, param] = url.pathname.split('/');
    if (version !== 'v1' || !point) return send(response, 404, failure('10000', 'Unknown URL'));
    const planned = failures.get(point);
    if (planned) {
      failures.delete(point);
      if (typeof planned.body !== 'string') return send(response, planned.status, planned.body);
      // A proxy's error page rather than the bank's JSON.
      response.writeHead(planned.status, { 'content-type': 'text/html' });
      return response.end(planned.body);
    }
    let body: Record<string, unknown> = {};
    if (raw !== '') {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(response, 400, failure('12002', 'Provided request is invalid: not JSON'));
      }
    }

    if (point === 'generate-token' && request.method === 'POST') {
      if (body.projectId !== projectId || body.projectSecret !== projectSecret)
        return send(
          response,
          401,
          failure('11001', 'Invalid credentials. Please check projectId and projectSecret'),
        );
      const accessToken = randomUUID();
      tokens.add(accessToken);
      issued += 1;
      return send(response, 200, {
        result: {
          accessToken,
          expiresIn: 300,
          refreshToken: randomUUID(),
          refreshExpiresIn: 1800,
          tokenType: 'Bearer',
        },
        ok: true,
      });
    }

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return send(response, 401, failure('11001', 'Invalid access token'));

    if (point === 'pay' && request.method === 'POST') {
      if (!twoDecimals(body.amount))
        return send(response, 400, failure('12001', "Parameter 'amount' is invalid"));
      if (!['MDL', 'EUR', 'USD'].includes(String(body.currency)))
        return send(
          response,
          400,
          failure('12005', 'Parameter currency is invalid. Possible values: MDL, EUR, USD'),
        );
      if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(String(body.clientIp)))
        return send(
          response,
          400,
          failure('12019', 'Parameter clientIp has invalid format. Only IPv4 is allowed'),
        );
      if (!['ro', 'ru', 'en'].includes(String(body.language)))
        return send(response, 400, failure('12004', 'Parameter language must have 2 characters'));
      for (const [name, code] of [
        ['okUrl', '12022'],
        ['failUrl', '13023'],
        ['callbackUrl', '12024'],
      ] as const)
        if (typeof body[name] !== 'string' || !URL.canParse(body[name] as string))
          return send(response, 400, failure(code, `Parameter ${name} has invalid format`));
      const payId = randomUUID();
      const payment: FakePayment = {
        payId,
        orderId: String(body.orderId ?? ''),
        amount: body.amount as number,
        currency: String(body.currency),
        language: String(body.language),
        description: String(body.description ?? ''),
        clientIp: String(body.clientIp),
        status: 'CREATED',
        refundAmount: 0,
        callbackUrl: body.callbackUrl as string,
        okUrl: body.okUrl as string,
        failUrl: body.failUrl as string,
        payInfoOverride: {},
      };
      payments.set(payId, payment);
      return send(response, 200, {
        result: {
          payId,
          orderId: payment.orderId,
          payUrl: `https://maib.ecommerce.md/ecomm01/ClientHandler?trans_id=${payId}`,
        },
        ok: true,
      });
    }

    if (point === 'pay-info' && request.method === 'GET') {
      const payment = payments.get(param ?? '');
      if (!payment) return send(response, 404, failure('13002', `Payment ID ${param} not found`));
      return send(response, 200, { result: payInfoOf(payment), ok: true });
    }

    if (point === 'refund' && request.method === 'POST') {
      const payment = payments.get(String(body.payId));
      if (!payment)
        return send(response, 404, failure('13002', `Payment ID ${String(body.payId)} not found`));
      if (payment.refundAmount > 0)
        return send(response, 200, {
          result: {
            payId: payment.payId,
            orderId: payment.orderId,
            status: 'REVERSED',
            statusCode: '400',
            statusMessage: 'Already refunded',
            refundAmount: 0,
          },
          ok: true,
        });
      if (payment.status !== 'OK')
        return send(
          response,
          409,
          failure('13117', `Refund is not allowed for payment in ${payment.status} status`),
        );
      const refundAmount = body.refundAmount === undefined ? payment.amount : body.refundAmount;
      if (!twoDecimals(refundAmount) || (refundAmount as number) > payment.amount)
        return send(
          response,
          409,
          failure('13102', `Refund amount cannot be greater than ${payment.amount}`),
        );
      payment.refundAmount = refundAmount as number;
      return send(response, 200, {
        result: {
          payId: payment.payId,
          orderId: payment.orderId,
          status: 'OK',
          statusCode: '400',
          statusMessage: 'Accepted',
          refundAmount,
        },
        ok: true,
      });
    }

    return send(response, 404, failure('10000', 'Unknown URL'));
  }

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: raw,
      });
      const point = new URL(request.url ?? '/', 'http://fake').pathname.split('/')[2] ?? '';
      const hold = holds.get(point);
      if (!hold) return handle(request, response, raw);
      holds.delete(point);
      hold.arrived();
      void hold.released.then(() => handle(request, response, raw));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const paymentOf = (payId: string) => {
    const payment = payments.get(payId);
    if (!payment) throw new Error(`fake maib: no payment ${payId}`);
    return payment;
  };

  const fake: FakeMaib = {
    apiUrl: `http://127.0.0.1:${port}/v1`,
    projectId,
    projectSecret,
    signatureKey,
    payments,
    requests,
    tokensIssued: () => issued,
    revokeTokens: () => tokens.clear(),
    failNext(point, status, body) {
      failures.set(point, { status, body });
    },
    holdNext(point) {
      let arrived = () => {};
      const reached = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.set(point, { arrived, released });
      return { reached, release };
    },
    callbackFor(payId, overrides = {}, key = signatureKey) {
      const payment = paymentOf(payId);
      const result: Record<string, unknown> = {
        payId: payment.payId,
        orderId: payment.orderId,
        status: payment.status,
        statusCode: payment.status === 'OK' ? '000' : '116',
        statusMessage: payment.status === 'OK' ? 'Approved' : 'Declined',
        threeDs: 'AUTHENTICATED',
        rrn: '331711380059',
        approval: '327593',
        cardNumber: '510218******1124',
        amount: payment.amount,
        currency: payment.currency,
        ...overrides,
      };
      return { result, signature: maibSignature(result, key) };
    },
    async deliver(payId, payload) {
      const response = await fetch(paymentOf(payId).callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { statusCode: response.status, body: await response.text() };
    },
    async complete(payId, status) {
      paymentOf(payId).status = status;
      return fake.deliver(payId, fake.callbackFor(payId));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
