import { postContactUs } from '@/lib/api/feedbacks';
import { feedbackShapes, sendForm } from '../feedback-route';

// POST /api/feedbacks/contact-us {name, phone, email, message} → POST /feedbacks/contact_us/: 201 {id}, 400
// field errors, 429.

export function POST(request: Request): Promise<Response> {
  return sendForm(request, feedbackShapes.contact, postContactUs);
}
