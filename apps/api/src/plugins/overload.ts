import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { messagesFor } from '../i18n/messages';
import { isHealthCheck } from '../modules/health/routes';
import { unavailable } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** True while the event loop is saturated (docs/adr/0021): requests are shed, readiness answers 503. */
    isOverloaded(): boolean;
  }
}

/** How often the event loop's delay is sampled; a pressure lasts at least until the next sample. */
const sampleIntervalMs = 1000;

/**
 * A process whose event loop is saturated answers 503 at once (docs/adr/0021): with Retry-After and
 * `{"detail": …}` in the request's language, as for a database that cannot serve, instead of taking on work it
 * could only answer late. Saturated means the loop's mean delay over the last sample exceeded `maxDelayMs`
 * (null: never). The health checks answer for themselves: liveness is not shed, readiness reports the pressure
 * (`app.isOverloaded()`).
 */
export async function registerOverload(app: FastifyInstance, maxDelayMs: number | null): Promise<void> {
  let lastLogged = 0;
  // Building the app holds the loop for seconds, which the first samples read as a saturated loop (a fresh
  // process shed its first second of requests): pressure counts from two samples after the app is ready.
  let watching = false;
  app.addHook('onReady', async () => {
    setTimeout(() => {
      watching = true;
    }, 2 * sampleIntervalMs).unref();
  });
  app.decorate('isOverloaded', () => watching && app.isUnderPressure());
  await app.register(underPressure, {
    // 0 turns the check off; isUnderPressure() then always answers false.
    maxEventLoopDelay: maxDelayMs ?? 0,
    sampleInterval: sampleIntervalMs,
    pressureHandler: (request, reply, type, value) => {
      // Returning without an answer lets the request go on (fastify/under-pressure's contract).
      if (!watching || isHealthCheck(request.url)) return;
      // Once per sample, not once per request shed: a flood must not become a flood of log lines too.
      if (Date.now() - lastLogged >= sampleIntervalMs) {
        lastLogged = Date.now();
        request.log.warn({ type, value, limit: maxDelayMs }, 'overloaded: answering 503');
      }
      unavailable(reply).send({ detail: messagesFor(request.locale).overloaded });
    },
  });
}
