import { describe, expect, it } from 'vitest';
import { apiMessages } from '../src/i18n/messages';
import { frontendKey, useApi } from './support/api';
import { engines } from './support/databases';

type Document = { paths: Record<string, Record<string, { requestBody?: { content?: object } }>> };

// Every route that reads a JSON body, taken from the OpenAPI document so a route added later is checked too:
// a body that is not JSON must be answered with the reason ({detail}), in the visitor's language — never
// with an empty object because the route's 400 was declared as field errors only.
describe.each(engines)('malformed JSON on $name', (engine) => {
  const api = useApi(engine);

  it('every JSON write answers a broken body with a 4xx that says why', async () => {
    const document = (await api.inject({ method: 'GET', url: '/docs/json' })).json() as Document;
    const writes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([, operation]) =>
            operation.requestBody?.content && 'application/json' in operation.requestBody.content,
        )
        .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(writes.length).toBeGreaterThan(20);

    for (const [index, write] of writes.entries()) {
      const response = await api.inject({
        method: write.method as 'POST',
        url: write.url,
        headers: {
          'x-frontend-key': frontendKey,
          'accept-language': 'ru',
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${index + 1}`,
        },
        remoteAddress: `198.51.100.${index + 1}`,
        payload: '{"email": ',
      });
      const where = `${write.method} ${write.url}: ${response.statusCode} ${response.body}`;
      expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, where).toBeLessThan(500);
      const body = response.json() as Record<string, unknown>;
      expect(Object.keys(body).length, where).toBeGreaterThan(0);
      if (response.statusCode === 400) expect(body, where).toEqual({ detail: apiMessages.ru.invalidJson });
    }
  });
});
