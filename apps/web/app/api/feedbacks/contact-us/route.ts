import { contactRequest } from '@vitrina/contract';
import { postContactUs } from '@/lib/api/feedbacks';
import { sendForm } from '../feedback-route';

// POST /api/feedbacks/contact-us {name, phone, email, message} → POST /feedbacks/contact_us/: 201 {id}, 400
// field errors, 429.

export function POST(request: Request): Promise<Response> {
  return sendForm(request, contactRequest, postContactUs);
}
