'use client';

import { browserStore } from '@/lib/browser-store';

// What one account modal hands to the next (docs/product.md §4 Modals: auth links to registration and reset): the
// line and e-mail the sign-in form opens with after a registration, the token of a reset link the home page
// read. Written only in the browser, from events and effects.

export interface AccountFlow {
  /** After a registration: the sign-in form says the account exists and has the e-mail filled in. */
  registeredEmail: string | null;
  /** The token of the reset link the page was opened with: the reset modal asks for the new password. */
  resetToken: string | null;
}

const flow = browserStore<AccountFlow>({ registeredEmail: null, resetToken: null });

export function updateAccountFlow(change: Partial<AccountFlow>): void {
  const current = flow.get();
  const next = { ...current, ...change };
  if ((Object.keys(next) as (keyof AccountFlow)[]).every((key) => next[key] === current[key])) return;
  flow.set(next);
}

export const useAccountFlow = flow.use;
