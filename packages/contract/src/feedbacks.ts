import { z } from 'zod';

// What visitors send the shop (docs/product.md §3 Vacancy form, Callback, Subscribe; §7 /feedbacks/*). Request bodies are
// bounded strings here; their rules are @vitrina/forms' (contactRules, subscribeRules, callbackRules,
// vacancyRules), which the API runs and the storefront's forms run before sending.

const text = z.string().max(1000);

/** POST /feedbacks/contact_us/. */
export const contactRequest = z.object({
  name: text,
  phone: text,
  email: text,
  message: z.string().max(10_000),
});
export type ContactRequest = z.input<typeof contactRequest>;

/** POST /feedbacks/subscribe/. */
export const subscribeRequest = z.object({ email: text });
export type SubscribeRequest = z.input<typeof subscribeRequest>;

/** POST /feedbacks/callback/ (docs/product.md §3 Callback: a phone only). */
export const callbackRequest = z.object({ phone: text });
export type CallbackRequest = z.input<typeof callbackRequest>;

/** A stored submission: the contact message, callback request or vacancy application it became. */
export const feedbackCreated = z.object({ id: z.number().int() });
export type FeedbackCreated = z.infer<typeof feedbackCreated>;

/** A subscription: 201 for a new address, 200 for one already subscribed (in any letter case). */
export const subscription = z.object({ email: z.string() });
export type Subscription = z.infer<typeof subscription>;
