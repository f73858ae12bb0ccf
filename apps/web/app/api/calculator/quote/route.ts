import { quoteRequest } from '@vitrina/contract';
import { postQuote } from '@/lib/api';
import { forward, readBody } from '../forward';

// POST /api/calculator/quote[?save=true][&preview=token] → POST /calculator/internal-modules-section/[...]. A
// preview link's token goes on as it came: the API checks it, prices the draft, and refuses to save with it.

export async function POST(request: Request): Promise<Response> {
  const body = await readBody(request, quoteRequest);
  if (!body.ok) return body.response;
  const { searchParams } = new URL(request.url);
  const save = searchParams.get('save') === 'true';
  const preview = searchParams.get('preview');
  return forward(request, (locale) => postQuote(locale, body.data, { save, preview }));
}
