import { describe, expect, it } from 'vitest';
import { frontendKey, useApi } from './support/api';
import { engines } from './support/databases';
import { openConnection, parseAnswer, partialPost, untilRefused } from './support/raw-http';

// docs/adr/0021: from the moment the app starts closing, no new connection is accepted, a request arriving on a
// connection already open is answered 503 (readiness: "stopping"), and the requests in flight finish.

const quote = JSON.stringify({ calculator_type_id: 1, configuration: { width: 1200, height: 1400 } });

describe.each(engines)('an API that is stopping, on $name', (engine) => {
  const api = useApi(engine);

  it('refuses new connections, answers 503 on open ones, and finishes the request in flight', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const address = api.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on a port');
    const { port } = address;

    // A load balancer's health check whose request has begun to arrive on a connection already open.
    const probe = await openConnection(port);
    probe.socket.write('GET /health/ready HTTP/1.1\r\nHost: api\r\n');
    // A visitor's quote whose body is still on its way.
    const slow = await openConnection(port);
    const arrived = new Promise<void>((resolve) => api.app.server.once('request', () => resolve()));
    slow.socket.write(partialPost('/calculator/internal-modules-section/', quote, frontendKey, 10));
    await arrived;
    // Both connections' bytes were written before the quote's headers were read: one more turn reads them all.
    await new Promise((resolve) => setImmediate(resolve));

    const closed = api.app.close();
    // Closing begins on the next turns of the event loop: the listening socket goes away with it.
    await untilRefused(port);
    expect(api.app.isStopping()).toBe(true);

    probe.socket.write('\r\n');
    await probe.ended;
    const ready = parseAnswer(probe.received());
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('2');
    expect(ready.headers.connection).toBe('close');
    expect(ready.body).toEqual({ status: 'error', process: 'stopping' });

    slow.socket.write(quote.slice(10));
    await slow.ended;
    const answer = parseAnswer(slow.received());
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toMatchObject({ calculator_type_id: 1 });
    await closed;
  });
});
