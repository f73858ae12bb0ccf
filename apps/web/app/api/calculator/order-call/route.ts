import { orderCallRequest } from '@vitrina/contract';
import { postOrderCall } from '@/lib/api';
import { clientIpOf } from '../../account/account-route';
import { forward, readBody } from '../forward';

// POST /api/calculator/order-call → POST /calculator/order-call/ (the API checks the name and phone rules
// and answers 400 with their messages; this handler checks only the shape).

export async function POST(request: Request): Promise<Response> {
  const body = await readBody(request, orderCallRequest);
  if (!body.ok) return body.response;
  const clientIp = clientIpOf(request);
  return forward(request, (locale) => postOrderCall(locale, body.data, clientIp));
}
