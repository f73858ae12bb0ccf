import type { Cart, FieldErrors } from '@vitrina/contract';

/** What a cart service answers: the whole cart, field errors, or "no such cart/item for you". */
export type CartOutcome =
  | { status: 200 | 201; body: Cart }
  | { status: 400; body: FieldErrors }
  | { status: 404; body: { detail: string } };

export const invalid = (body: FieldErrors): CartOutcome => ({ status: 400, body });
