import type { PaymentSettings } from '../../config';
import { centsFromDecimal, decimalFromCents } from './money';
import {
  type BankStatus,
  bankStatuses,
  type CallbackBody,
  type PayInfo,
  type PaymentProvider,
  PaymentProviderError,
  type RefundOutcome,
  type StartPaymentInput,
} from './provider';
import { isSignatureOf } from './signature';

export type MaibSettings = Extract<PaymentSettings, { provider: 'maib' }>;

export interface MaibOptions {
  /** How long one call to the bank may take before it counts as failed. */
  timeoutMs?: number;
  now?: () => number;
}

interface MaibAnswer {
  ok?: boolean;
  result?: Record<string, unknown>;
  errors?: { errorCode?: unknown; errorMessage?: unknown }[];
}

/** A token is renewed this long before the bank says it expires, so it never lapses mid-request. */
const tokenMargin = 30_000;

/**
 * maib e-commerce API v1 (https://api.maibmerchants.md/v1): a bearer token from generate-token, then pay,
 * pay-info and refund. Amounts go out as decimal euros and come back converted to cents.
 */
export function maibProvider(settings: MaibSettings, options: MaibOptions = {}): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? Date.now;
  let token: { value: string; renewAt: number } | null = null;
  // Concurrent calls share one generate-token request instead of each asking for a token.
  let pendingToken: Promise<string> | null = null;

  async function call(method: 'GET' | 'POST', point: string, body?: unknown, bearer?: string) {
    const label = `maib ${method} /${point.split('/')[0]}`;
    const headers: Record<string, string> = {};
    // pay-info must go without a body and without Content-Type (the bank's documentation insists).
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}/${point}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `timed out after ${timeoutMs} ms`
          : 'could not be reached';
      throw new PaymentProviderError(`${label} ${reason}`, { cause: error });
    }
    let answer: MaibAnswer | null = null;
    try {
      const parsed: unknown = await response.json();
      if (parsed !== null && typeof parsed === 'object') answer = parsed as MaibAnswer;
    } catch {}
    return { label, status: response.status, answer };
  }

  function resultOf(label: string, status: number, answer: MaibAnswer | null): Record<string, unknown> {
    if (answer?.ok === true && answer.result && typeof answer.result === 'object') return answer.result;
    const errors = (answer?.errors ?? [])
      .map((error) => `${String(error.errorCode ?? '?')} ${String(error.errorMessage ?? '')}`.trim())
      .join('; ');
    throw new PaymentProviderError(
      `${label} failed (HTTP ${status})${errors ? `: ${errors}` : answer ? '' : ': the answer is not JSON'}`,
    );
  }

  async function freshToken(): Promise<string> {
    const { label, status, answer } = await call('POST', 'generate-token', {
      projectId: settings.projectId,
      projectSecret: settings.projectSecret,
    });
    const result = resultOf(label, status, answer);
    const accessToken = result.accessToken;
    const expiresIn = Number(result.expiresIn);
    if (typeof accessToken !== 'string' || accessToken === '' || !Number.isFinite(expiresIn))
      throw new PaymentProviderError(`${label} answered without an access token`);
    token = { value: accessToken, renewAt: now() + Math.max(0, expiresIn * 1000 - tokenMargin) };
    return accessToken;
  }

  function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return Promise.resolve(token.value);
    pendingToken ??= freshToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** A call with the token; a 401 (the bank dropped the token early) gets one new token and one retry. */
  async function authorized(method: 'GET' | 'POST', point: string, body?: unknown) {
    const first = await call(method, point, body, await accessToken());
    if (first.status !== 401) return resultOf(first.label, first.status, first.answer);
    token = null;
    const second = await call(method, point, body, await accessToken());
    return resultOf(second.label, second.status, second.answer);
  }

  return {
    name: 'maib',

    async startPayment(input: StartPaymentInput) {
      const result = await authorized('POST', 'pay', {
        amount: decimalFromCents(input.amount),
        currency: input.currency,
        clientIp: ipv4(input.clientIp),
        language: input.language,
        description: input.description.slice(0, 124),
        orderId: input.orderId,
        clientName: input.clientName.slice(0, 128),
        // The bank refuses an e-mail or phone longer than 40 characters; both are optional to it.
        ...(input.email.length <= 40 ? { email: input.email } : {}),
        ...(input.phone.length <= 40 ? { phone: input.phone } : {}),
        callbackUrl: input.callbackUrl,
        okUrl: input.okUrl,
        failUrl: input.failUrl,
      });
      const { payId, payUrl } = result;
      if (typeof payId !== 'string' || payId === '' || typeof payUrl !== 'string' || !isHttpUrl(payUrl))
        throw new PaymentProviderError('maib POST /pay answered without a payId and payUrl');
      return { payId, payUrl };
    },

    async payInfo(payId: string): Promise<PayInfo> {
      const result = await authorized('GET', `pay-info/${encodeURIComponent(payId)}`);
      const status = result.status;
      if (!bankStatuses.includes(status as BankStatus))
        throw new PaymentProviderError(`maib GET /pay-info answered an unknown status "${String(status)}"`);
      return {
        payId: String(result.payId ?? ''),
        orderId: String(result.orderId ?? ''),
        status: status as BankStatus,
        amount: centsFromDecimal(result.amount),
        currency: String(result.currency ?? ''),
      };
    },

    async refund(payId: string, amountCents: number): Promise<RefundOutcome> {
      const result = await authorized('POST', 'refund', {
        payId,
        refundAmount: decimalFromCents(amountCents),
      });
      if (result.status !== 'OK' && result.status !== 'REVERSED')
        throw new PaymentProviderError(
          `maib POST /refund answered status "${String(result.status)}" (${String(result.statusMessage ?? '')})`,
        );
      return { status: result.status };
    },

    verifyCallback(body: CallbackBody) {
      return isSignatureOf(body.result, body.signature, settings.signatureKey);
    },
  };
}

/** maib takes IPv4 only: an IPv4-mapped IPv6 address is unwrapped, anything else becomes the loopback. */
function ipv4(address: string): string {
  const plain = address.replace(/^::ffff:/i, '');
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(plain) ? plain : '127.0.0.1';
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
