import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@vitrina/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { createStaff } from '../../src/modules/admin/staff-service';
import type { TestApi } from './api';
import { freshAddress } from './api';

// Staff for the back-office tests: made by the same service as `npm run staff`, signed in through the API,
// and a request helper that sends what the back office's pages send (the cookie, its header, same origin).

export const staffPasswordForTests = 'Rama-Termopan-2026!';

export interface SignedInStaff {
  id: number;
  email: string;
  cookie: string;
  /** A back-office request as this member. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The headers of the back office's own page: its header and its origin (the API's host). */
export const adminHeaders = {
  'x-requested-with': 'vitrina-admin',
  origin: 'http://localhost:80',
  host: 'localhost:80',
  'sec-fetch-site': 'same-origin',
};

export async function newStaff(
  api: TestApi,
  role: StaffRole,
  name = 'Test',
): Promise<{ id: number; email: string }> {
  const email = `${role}.${randomBytes(4).toString('hex')}@vitrina.md`;
  const outcome = await createStaff(api.database, 'cli', {
    email,
    name,
    role,
    password: staffPasswordForTests,
  });
  if (outcome.kind !== 'ok') throw new Error(`staff member not created: ${outcome.kind}`);
  return { id: outcome.member.id, email };
}

export function signInStaff(
  api: TestApi,
  email: string,
  password = staffPasswordForTests,
  ip = freshAddress(),
) {
  return api.inject({
    method: 'POST',
    url: '/admin/api/session',
    headers: adminHeaders,
    remoteAddress: ip,
    payload: { email, password },
  });
}

/** The value of the staff cookie a sign-in answer set. */
export function staffCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'vitrina_staff');
  if (!cookie) throw new Error(`no staff cookie (status ${response.statusCode}: ${response.body})`);
  return cookie.value;
}

export async function signedInStaff(api: TestApi, role: StaffRole, name?: string): Promise<SignedInStaff> {
  const member = await newStaff(api, role, name);
  const cookie = staffCookieOf(await signInStaff(api, member.email));
  return {
    ...member,
    cookie,
    request: (options) =>
      api.inject({
        ...options,
        headers: {
          ...adminHeaders,
          'accept-language': 'ro',
          ...options.headers,
          cookie: `vitrina_staff=${cookie}`,
        },
      }),
  };
}

type EveryRole = 'admin' | 'editor' | 'manager';

/**
 * An admin, an editor and a manager, signed in once before the calling `describe`'s tests (named as `names` says,
 * else "Test"). The objects are filled in place, so they can be destructured when the suite is declared.
 */
export function useStaffOfEveryRole(
  api: TestApi,
  names: Partial<Record<EveryRole, string>> = {},
): Record<EveryRole, SignedInStaff> {
  const staff = {
    admin: {} as SignedInStaff,
    editor: {} as SignedInStaff,
    manager: {} as SignedInStaff,
  };
  beforeAll(async () => {
    for (const role of ['admin', 'editor', 'manager'] as const) {
      Object.assign(staff[role], await signedInStaff(api, role, names[role]));
    }
  });
  return staff;
}
