import { subscribeRequest } from '@vitrina/contract';
import { postSubscribe } from '@/lib/api/feedbacks';
import { sendForm } from '../feedback-route';

// POST /api/feedbacks/subscribe {email} → POST /feedbacks/subscribe/: 201 {email} subscribed, 200 {email}
// subscribed already (not an error), 400 {email: [message]}, 429.

export function POST(request: Request): Promise<Response> {
  return sendForm(request, subscribeRequest, postSubscribe);
}
