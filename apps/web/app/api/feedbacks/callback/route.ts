import { callbackRequest } from '@vitrina/contract';
import { postCallback } from '@/lib/api/feedbacks';
import { sendForm } from '../feedback-route';

// POST /api/feedbacks/callback {phone} → POST /feedbacks/callback/ (docs/product.md §5 Callback phone): 201 {id}, 400
// {phone: [message]}, 429.

export function POST(request: Request): Promise<Response> {
  return sendForm(request, callbackRequest, postCallback);
}
