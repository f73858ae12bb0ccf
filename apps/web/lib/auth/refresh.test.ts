import { describe, expect, it, vi } from 'vitest';
import { createRefresher, REFRESH_RESULT_KEEP_MS, type RefreshOutcome, refreshKey } from './refresh';

const pair = (n: number) => ({ access: `access-${n}`, refresh: `refresh-${n}` });

/** A refresh call the test settles by hand. */
function pendingCall() {
  let settle: (outcome: RefreshOutcome) => void = () => {};
  const call = vi.fn(
    (_refresh: string) =>
      new Promise<RefreshOutcome>((resolve) => {
        settle = resolve;
      }),
  );
  return { call, settle: (outcome: RefreshOutcome) => settle(outcome) };
}

describe('the refresh de-duplication', () => {
  it('makes one call for concurrent requests with the same refresh token, and gives each its answer', async () => {
    const { call, settle } = pendingCall();
    const refresh = createRefresher(call);
    const first = refresh('old-refresh');
    const second = refresh('old-refresh');
    settle({ ok: true, tokens: pair(2) });
    expect(await first).toEqual({ ok: true, tokens: pair(2) });
    expect(await second).toEqual({ ok: true, tokens: pair(2) });
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('old-refresh');
  });

  it('hands the kept answer to a late request with the old token, for a while only', async () => {
    let clock = 1_000;
    let n = 1;
    const call = vi.fn(async (): Promise<RefreshOutcome> => ({ ok: true, tokens: pair(++n) }));
    const refresh = createRefresher(call, { now: () => clock });
    expect(await refresh('old')).toEqual({ ok: true, tokens: pair(2) });
    clock += REFRESH_RESULT_KEEP_MS - 1;
    expect(await refresh('old')).toEqual({ ok: true, tokens: pair(2) });
    expect(call).toHaveBeenCalledTimes(1);
    clock += 2;
    expect(await refresh('old')).toEqual({ ok: true, tokens: pair(3) });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('keeps different tokens apart', async () => {
    const call = vi.fn(
      async (token: string): Promise<RefreshOutcome> => ({
        ok: true,
        tokens: { access: `a-${token}`, refresh: `r-${token}` },
      }),
    );
    const refresh = createRefresher(call);
    const [one, two] = await Promise.all([refresh('one'), refresh('two')]);
    expect(call).toHaveBeenCalledTimes(2);
    expect(one).toEqual({ ok: true, tokens: { access: 'a-one', refresh: 'r-one' } });
    expect(two).toEqual({ ok: true, tokens: { access: 'a-two', refresh: 'r-two' } });
  });

  it("keeps the API's refusal too: the token is dead for every request that carries it", async () => {
    const call = vi.fn(async (): Promise<RefreshOutcome> => ({ ok: false, signedOut: true }));
    const refresh = createRefresher(call);
    expect(await refresh('dead')).toEqual({ ok: false, signedOut: true });
    expect(await refresh('dead')).toEqual({ ok: false, signedOut: true });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('forgets a call that could not reach the API, so the next request tries again', async () => {
    const call = vi
      .fn<(token: string) => Promise<RefreshOutcome>>()
      .mockRejectedValueOnce(new Error('ECONNREFUSED'))
      .mockResolvedValueOnce({ ok: false, signedOut: false })
      .mockResolvedValueOnce({ ok: true, tokens: pair(2) });
    const refresh = createRefresher(call);
    expect(await refresh('old')).toEqual({ ok: false, signedOut: false });
    expect(await refresh('old')).toEqual({ ok: false, signedOut: false });
    expect(await refresh('old')).toEqual({ ok: true, tokens: pair(2) });
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('keys its map by a hash, not by the token', () => {
    expect(refreshKey('secret-token')).not.toContain('secret-token');
    expect(refreshKey('secret-token')).toBe(refreshKey('secret-token'));
    expect(refreshKey('secret-token')).not.toBe(refreshKey('secret-token2'));
  });
});
