import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import type { SignedInStaff } from './staff';

// What the content tests of the back office share: the answers read as the contract says, and records made
// through the API as an editor would.

const fieldErrors = z.record(z.string(), z.array(z.string()));

/** The field errors of a 400. */
export function errorsOf(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(400);
  return fieldErrors.parse(response.json());
}

/** The record a write answered with `status`, read with `schema`. */
export function recordOf<Schema extends z.ZodType>(
  response: LightMyRequestResponse,
  schema: Schema,
  status = 200,
): z.infer<Schema> {
  expect(response.statusCode, response.body).toBe(status);
  return schema.parse(response.json());
}

/** Writes of one content resource (`/admin/api/{path}`) as `as`. */
export function contentClient(path: string) {
  const url = (id?: number) => `/admin/api/${path}${id === undefined ? '' : `/${id}`}`;
  return {
    list: (as: SignedInStaff, query = '') => as.request({ method: 'GET', url: `${url()}${query}` }),
    read: (as: SignedInStaff, id: number) => as.request({ method: 'GET', url: url(id) }),
    create: (as: SignedInStaff, payload: object, locale = 'ro') =>
      as.request({ method: 'POST', url: url(), payload, headers: { 'accept-language': locale } }),
    change: (as: SignedInStaff, id: number, payload: object, locale = 'ro') =>
      as.request({ method: 'PATCH', url: url(id), payload, headers: { 'accept-language': locale } }),
    remove: (as: SignedInStaff, id: number, version: number | string) =>
      as.request({ method: 'DELETE', url: `${url(id)}?version=${version}` }),
  };
}

/** A body as the editor writes it, in both languages, with something hostile in each. */
export const hostileBody = {
  ro: '<h2 onclick="alert(1)">Condiții</h2><p>Reducere <strong>mare</strong><script>alert("ro")</script></p><ul><li><p><a href="javascript:alert(1)">Montaj</a> gratuit</p></li></ul><img src=x onerror="alert(1)">',
  ru: '<h3>Условия</h3><p>Скидка<iframe src="https://evil.example"></iframe> <em>большая</em></p><ol><li>Монтаж<ul><li>бесплатно</li></ul></li></ol>',
};

/** The blocks `hostileBody` is kept as. */
export const hostileBodyBlocks = {
  ro: [
    { type: 'heading', text: 'Condiții' },
    { type: 'paragraph', text: 'Reducere mare' },
    { type: 'list', items: ['Montaj gratuit'] },
  ],
  ru: [
    { type: 'heading', text: 'Условия' },
    { type: 'paragraph', text: 'Скидка большая' },
    { type: 'list', items: ['Монтаж', 'бесплатно'] },
  ],
};
