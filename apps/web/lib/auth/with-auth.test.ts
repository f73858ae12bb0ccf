import { describe, expect, it, vi } from 'vitest';
import type { ApiReply } from '../api/client';
import type { RefreshOutcome } from './refresh';
import { refreshOutcomeOf, sendWithAuth } from './with-auth';

const fresh = { access: 'access-2', refresh: 'refresh-2' };
const user = { status: 200, body: { id: 1 } };
const expired = { status: 401, body: { detail: 'Token is invalid or expired', code: 'token_not_valid' } };

/** A fake API: the listed access tokens are accepted, any other gets 401. */
function fakeSend(...valid: string[]) {
  return vi.fn(async (access: string): Promise<ApiReply> => (valid.includes(access) ? user : expired));
}
const refreshed = () =>
  vi.fn(async (_token: string): Promise<RefreshOutcome> => ({ ok: true, tokens: fresh }));

describe('an authenticated call', () => {
  it('sends the access token and answers without refreshing when it is taken', async () => {
    const send = fakeSend('access-1');
    const refresh = refreshed();
    const outcome = await sendWithAuth({ access: 'access-1', refresh: 'refresh-1' }, send, refresh);
    expect(outcome).toEqual({ kind: 'answered', reply: user, tokens: null });
    expect(send).toHaveBeenCalledWith('access-1');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('on 401 refreshes once and retries once with the new access token', async () => {
    const send = fakeSend('access-2');
    const refresh = refreshed();
    const outcome = await sendWithAuth({ access: 'access-1', refresh: 'refresh-1' }, send, refresh);
    expect(outcome).toEqual({ kind: 'answered', reply: user, tokens: fresh });
    expect(send.mock.calls).toEqual([['access-1'], ['access-2']]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
  });

  it('refreshes first when the access cookie has gone', async () => {
    const send = fakeSend('access-2');
    const refresh = refreshed();
    const outcome = await sendWithAuth({ access: null, refresh: 'refresh-1' }, send, refresh);
    expect(outcome).toEqual({ kind: 'answered', reply: user, tokens: fresh });
    expect(send.mock.calls).toEqual([['access-2']]);
  });

  it('is signed out on 401 without a refresh token (docs/product.md §8 No refresh token found)', async () => {
    const send = fakeSend();
    const refresh = refreshed();
    expect(await sendWithAuth({ access: 'access-1', refresh: null }, send, refresh)).toEqual({
      kind: 'signed-out',
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(await sendWithAuth({ access: null, refresh: null }, send, refresh)).toEqual({
      kind: 'signed-out',
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is signed out when the API refuses the refresh, and does not send again', async () => {
    const send = fakeSend();
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => ({ ok: false, signedOut: true }));
    expect(await sendWithAuth({ access: 'access-1', refresh: 'refresh-1' }, send, refresh)).toEqual({
      kind: 'signed-out',
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a 401 with the new token too means the sign-in was ended', async () => {
    const send = fakeSend();
    const refresh = refreshed();
    expect(await sendWithAuth({ access: 'access-1', refresh: 'refresh-1' }, send, refresh)).toEqual({
      kind: 'signed-out',
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the sign-in when the refresh could not reach the API', async () => {
    const send = fakeSend();
    const refresh = vi.fn(async (): Promise<RefreshOutcome> => ({ ok: false, signedOut: false }));
    expect(await sendWithAuth({ access: null, refresh: 'refresh-1' }, send, refresh)).toEqual({
      kind: 'unavailable',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('passes other failures on as they are, without refreshing', async () => {
    const send = vi.fn(async (): Promise<ApiReply> => ({ status: 404, body: { detail: 'Not found.' } }));
    const refresh = refreshed();
    expect(await sendWithAuth({ access: 'access-1', refresh: 'refresh-1' }, send, refresh)).toEqual({
      kind: 'answered',
      reply: { status: 404, body: { detail: 'Not found.' } },
      tokens: null,
    });
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("the API's answer to jwt/refresh", () => {
  it('is a new pair, a refusal (signed out), or the API being down', () => {
    expect(refreshOutcomeOf({ status: 200, body: fresh })).toEqual({ ok: true, tokens: fresh });
    expect(refreshOutcomeOf({ status: 401, body: { detail: 'x' } })).toEqual({ ok: false, signedOut: true });
    expect(refreshOutcomeOf({ status: 400, body: { refresh: ['x'] } })).toEqual({
      ok: false,
      signedOut: true,
    });
    expect(refreshOutcomeOf({ status: 503, body: null })).toEqual({ ok: false, signedOut: false });
    expect(refreshOutcomeOf({ status: 200, body: { access: 'only' } })).toEqual({
      ok: false,
      signedOut: false,
    });
  });
});
