import { createPriceOfferRequest } from '@vitrina/contract';
import { postOffer } from '@/lib/api';
import { forward, readBody } from '../calculator/forward';

// POST /api/offers {calculator_type_id, configuration, quantity} → POST /calculator/offers/ (the API prices it;
// a price in the body is refused there as an unknown field). 201 {number}.

export async function POST(request: Request): Promise<Response> {
  const body = await readBody(request, createPriceOfferRequest);
  if (!body.ok) return body.response;
  return forward(request, (locale) => postOffer(locale, body.data));
}
