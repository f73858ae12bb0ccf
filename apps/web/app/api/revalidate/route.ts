import { isRevalidationSigned, revalidationHeaders, revalidationRequest } from '@vitrina/contract';
import { revalidateTag } from 'next/cache';
import { config } from '@/lib/config';
import { answer } from '../route-answers';

// POST /api/revalidate {tags}: the API, after the back office publishes a change, tells this storefront process
// which cached reads to drop (docs/adr/0027). Not a browser's write: it is signed with REVALIDATE_SECRET, which
// only the API and the storefront hold, so the same-origin lock does not apply.

/** The largest body a list of every tag can make, with room to spare. */
const maxBodyBytes = 2048;

export async function POST(request: Request): Promise<Response> {
  if (!config.revalidateSecret) return answer({ detail: 'revalidation is not configured' }, 503);
  const body = await request.text();
  if (body.length > maxBodyBytes) return answer({ detail: 'too large' }, 413);
  const signed = await isRevalidationSigned(config.revalidateSecret, {
    timestamp: request.headers.get(revalidationHeaders.timestamp),
    signature: request.headers.get(revalidationHeaders.signature),
    body,
  });
  if (!signed) return answer({ detail: 'not signed' }, 401);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return answer({ detail: 'not JSON' }, 400);
  }
  const checked = revalidationRequest.safeParse(parsed);
  if (!checked.success) return answer({ detail: 'unknown tags' }, 400);
  // Expired at once rather than served stale while refreshed ('max'): the next visitor sees the change.
  for (const tag of checked.data.tags) revalidateTag(tag, { expire: 0 });
  return answer({ revalidated: checked.data.tags });
}
