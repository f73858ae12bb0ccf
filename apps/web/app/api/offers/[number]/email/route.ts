import { emailPriceOfferRequest } from '@vitrina/contract';
import { postOfferEmail } from '@/lib/api';
import { clientIpOf } from '../../../account/account-route';
import { forward, readBody } from '../../../calculator/forward';

// POST /api/offers/{number}/email {email} → POST /calculator/offers/{number}/email/: 202, or 400 on email.

export async function POST(request: Request, { params }: { params: Promise<{ number: string }> }) {
  const body = await readBody(request, emailPriceOfferRequest);
  if (!body.ok) return body.response;
  const { number } = await params;
  const clientIp = clientIpOf(request);
  return forward(request, (locale) => postOfferEmail(locale, number, body.data, clientIp));
}
