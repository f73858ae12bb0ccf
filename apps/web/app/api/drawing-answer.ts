import type { Locale } from '@vitrina/locale';
import type { ApiReply } from '@/lib/api/client';
import { replyOf, sendSignedIn } from '@/lib/auth/session';
import type { AuthTokens } from '@/lib/auth/with-auth';
import { answer } from './route-answers';

// A line's drawing on its way from the API to the visitor's <img> (issue 20, docs/adr/0047). The storefront's
// origin serves it, like /static/ and /media/ (CSP img-src 'self'), and holds the keys that open the line.

/** The headers of the API's image answer that the browser needs: its type and how long to keep it. */
const passedHeaders = ['content-type', 'etag', 'cache-control'];

/** The API's answer as the browser gets it: the SVG (or a 304) with its validators; an error as JSON, not kept. */
export async function drawingAnswer(response: Response): Promise<Response> {
  if (response.status !== 200 && response.status !== 304)
    return answer(await response.json().catch(() => ({})), response.status);
  const headers = new Headers({
    // The SVG opened on its own, as a document: it runs nothing and loads nothing.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  for (const name of passedHeaders) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(response.status === 304 ? null : response.body, { status: response.status, headers });
}

/** A file response carried through sendSignedIn, which reads only the status (401: refresh and retry). */
const asReply = (response: Response): ApiReply => ({ status: response.status, body: response });

/**
 * `send` as the signed-in customer (one shared refresh and one retry on a 401), its file passed on; a sign-in
 * that is over is a 401 `{detail}`, a refresh that could not reach the API a 502.
 */
export async function signedInDrawing(
  locale: Locale,
  tokens: AuthTokens,
  send: (access: string) => Promise<Response | ApiReply>,
): Promise<Response> {
  const outcome = await sendSignedIn(async (access) => {
    const sent = await send(access);
    return sent instanceof Response ? asReply(sent) : sent;
  }, tokens);
  if (outcome.kind === 'answered' && outcome.reply.body instanceof Response)
    return drawingAnswer(outcome.reply.body);
  if (outcome.kind === 'answered') return answer(outcome.reply.body, outcome.reply.status);
  const reply = replyOf(outcome, locale);
  return answer(reply.body, reply.status);
}
