import { createServer } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { sendOneLocation } from './single-location.mjs';

let server;
afterEach(() => new Promise((resolve) => server.close(resolve)));

async function redirectWith(locations) {
  server = createServer((_request, response) => {
    sendOneLocation(response);
    response.statusCode = 308;
    response.setHeader('location', locations);
    response.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const answer = await fetch(`http://127.0.0.1:${server.address().port}/`, { redirect: 'manual' });
  return answer.headers.get('location');
}

it('sends a redirect that Next.js set twice to one address', async () => {
  expect(await redirectWith(['/ru/besplatnyj-zamer', '/ru/besplatnyj-zamer'])).toBe('/ru/besplatnyj-zamer');
});

it('leaves differing Location headers as they were set', async () => {
  expect(await redirectWith(['/a', '/b'])).toBe('/a, /b');
});
