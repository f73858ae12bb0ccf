import { quoteRequest } from '@vitrina/contract';
import { postQuote } from '@/lib/api';
import { forward, readBody } from '../forward';

// POST /api/calculator/quote[?save=true] → POST /calculator/internal-modules-section/[?save=true]

export async function POST(request: Request): Promise<Response> {
  const body = await readBody(request, quoteRequest);
  if (!body.ok) return body.response;
  const save = new URL(request.url).searchParams.get('save') === 'true';
  return forward(request, (locale) => postQuote(locale, body.data, { save }));
}
