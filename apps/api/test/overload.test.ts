import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { frontendKey, type TestApi, useApi } from './support/api';
import { engines } from './support/databases';

// docs/adr/0021: a process whose event loop is saturated sheds requests with 503 at once. That the default
// threshold sheds nothing under ordinary load is a figure of `npm run bench`, whose API runs with it: any 503
// under its load fails the bench. Here, beside a storefront build on two cores, it could only be told by a clock.

/** Resolves once `check` holds, polling between turns of the event loop; fails after `timeoutMs`. */
async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Keeps the event loop saturated, as synchronous work of many requests at once would: every turn of the loop
 * is held for `blockMs`, and other work (timers, the requests injected meanwhile) runs between the turns.
 */
function saturate(blockMs: number): () => void {
  let running = true;
  const spin = () => {
    if (!running) return;
    const end = performance.now() + blockMs;
    while (performance.now() < end) {
      // held on purpose
    }
    setImmediate(spin);
  };
  setImmediate(spin);
  return () => {
    running = false;
  };
}

const get = (api: TestApi, url: string, locale = 'ro'): Promise<LightMyRequestResponse> =>
  api.inject({ method: 'GET', url, headers: { 'x-frontend-key': frontendKey, 'accept-language': locale } });

describe.each(engines)('an overloaded process on $name', (engine) => {
  // A threshold a held loop crosses in a test; production's default is checked below.
  const api = useApi(engine, { overloadEventLoopDelayMs: 50 });

  it('answers 503 with Retry-After and the reason in the language while its event loop is saturated', async () => {
    expect((await get(api, '/menu/nav')).statusCode).toBe(200);
    expect((await get(api, '/health/ready')).statusCode).toBe(200);

    const stop = saturate(120);
    try {
      // The check starts two samples (2 s) after the app is ready; the held loop is seen within a sample more.
      await until(() => api.app.isOverloaded(), 8000, 'pressure');
      const shed = await get(api, '/menu/nav');
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('2');
      expect(shed.headers['cache-control']).toBe('no-store');
      expect(shed.json()).toEqual({
        detail: 'Serverul este foarte ocupat acum. Încercați din nou peste câteva secunde.',
      });
      expect((await get(api, '/search/?search=usa', 'ru')).json()).toEqual({
        detail: 'Сервер сейчас перегружен. Повторите через несколько секунд.',
      });
      // Alive, but not ready: a load balancer sends the work elsewhere, nobody restarts the process.
      expect((await get(api, '/health/live')).statusCode).toBe(200);
      const ready = await get(api, '/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('2');
      expect(ready.json()).toEqual({ status: 'error', process: 'overloaded' });
    } finally {
      stop();
    }

    await until(() => !api.app.isOverloaded(), 5000, 'the pressure gone');
    expect((await get(api, '/menu/nav')).statusCode).toBe(200);
    expect((await get(api, '/health/ready')).statusCode).toBe(200);
  });
});
