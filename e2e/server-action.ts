import type { APIRequestContext, Page, Request } from '@playwright/test';

// The storefront's writes are Server Actions (docs/adr/0050): a POST to the page's own address with a Next-Action
// header. A journey catches one as the page sends it, to count it or to send it again from elsewhere.

export const isServerAction = (request: Request): boolean =>
  request.method() === 'POST' && 'next-action' in request.headers();

/** The next Server Action `page` sends. */
export const nextServerAction = (page: Page): Promise<Request> => page.waitForRequest(isServerAction);

/**
 * `action` sent again, as it was but from `origin` (and to `url`, when given), by a client that holds none of the
 * page's cookies: whether it was run (a 2xx), and the cookies its answer sets.
 */
export async function replayServerAction(
  client: APIRequestContext,
  action: Request,
  origin: string,
  url = action.url(),
): Promise<{ ran: boolean; setCookies: string[] }> {
  // The Host is the one `url` names, as a browser addressing it would send.
  const { host: _host, ...headers } = action.headers();
  const answer = await client.post(url, {
    headers: { ...headers, origin },
    data: action.postData() ?? '',
  });
  const setCookies = answer
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);
  return { ran: answer.ok(), setCookies };
}
