import type { Locale } from '@vitrina/locale';
import { fetchMe } from '@/lib/api';
import type { ApiReply } from '@/lib/api/client';

/**
 * After an address write that succeeded: the customer as they are now, under the write's status (a delete's
 * 204 becomes 200, it has a body now). A failed write comes back as it is. Should the customer not be read,
 * the body is null and the browser asks for the session again.
 */
export async function thenCustomer(
  locale: Locale,
  access: string,
  write: Promise<ApiReply>,
): Promise<ApiReply> {
  const written = await write;
  if (written.status < 200 || written.status >= 300) return written;
  const status = written.status === 204 ? 200 : written.status;
  const me = await fetchMe(locale, access);
  return { status, body: me.status === 200 ? me.body : null };
}
