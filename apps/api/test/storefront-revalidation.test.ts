import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRevalidationSigned, revalidationHeaders, revalidationPath } from '@vitrina/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApi } from './support/api';
import { engines } from './support/databases';
import { type SignedInStaff, signedInStaff } from './support/staff';

// A publish in the back office tells every storefront process which cached reads to drop (docs/adr/0027). Two
// plain HTTP servers stand in for two storefront processes and keep what they were sent; a third address
// answers nothing, like a storefront that is down.

const secret = 'revalidation-secret-for-tests-0123456789';
const windows = 1;

interface Received {
  path: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

function storefront(): { server: Server; received: Received[]; url: () => string } {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ path: request.url, headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, received, url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const listen = (server: Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

const first = storefront();
const second = storefront();
/** A port that was free a moment ago and is closed again: nobody answers there. */
let down = '';

beforeAll(async () => {
  await listen(first.server);
  await listen(second.server);
  const closed = storefront();
  await listen(closed.server);
  down = closed.url();
  await new Promise((resolve) => closed.server.close(resolve));
});
afterAll(async () => {
  for (const { server } of [first, second]) await new Promise((resolve) => server.close(resolve));
});

describe('a publish revalidates every storefront process', () => {
  const api = useApi(engines[0] as (typeof engines)[number], {
    storefronts: () => ({ urls: [first.url(), down, second.url()], secret }),
  });
  let admin: SignedInStaff;

  beforeAll(async () => {
    admin = await signedInStaff(api, 'admin');
  });

  it('sends each one the tags of a price list, signed; one that is down costs nothing', async () => {
    const draft = await admin.request({ method: 'GET', url: `/admin/api/calculators/${windows}/draft` });
    expect(draft.statusCode, draft.body).toBe(200);
    const { definition, revision } = draft.json() as {
      definition: Record<string, unknown>;
      revision: number;
    };
    const saved = await admin.request({
      method: 'PUT',
      url: `/admin/api/calculators/${windows}/draft`,
      payload: {
        revision,
        definition: { ...definition, description: { ro: 'Ferestre noi', ru: 'Новые окна' } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const publish = await admin.request({
      method: 'POST',
      url: `/admin/api/calculators/${windows}/publish`,
      payload: { revision: (saved.json() as { revision: number }).revision },
    });
    expect(publish.statusCode, publish.body).toBe(200);

    // Told after the answer, so the member who published does not wait for the storefronts.
    for (const { received } of [first, second]) await expect.poll(() => received.length).toBe(1);
    for (const { received } of [first, second]) {
      expect(received).toHaveLength(1);
      const [request] = received as [Received];
      expect(request.path).toBe(revalidationPath);
      expect(JSON.parse(request.body)).toEqual({ tags: ['calculators'] });
      const signed = await isRevalidationSigned(secret, {
        timestamp: request.headers[revalidationHeaders.timestamp] as string,
        signature: request.headers[revalidationHeaders.signature] as string,
        body: request.body,
      });
      expect(signed).toBe(true);
    }
  });
});
