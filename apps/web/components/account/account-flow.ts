'use client';

import { useSyncExternalStore } from 'react';

// What one account modal hands to the next (SPEC §4 Modals: auth links to registration and reset): the
// line and e-mail the sign-in form opens with after a registration, the token of a reset link the home page
// read, the address a reset link was sent to. Written only in the browser, from events and effects.

export interface AccountFlow {
  /** After a registration: the sign-in form says the account exists and has the e-mail filled in. */
  registeredEmail: string | null;
  /** The token of the reset link the page was opened with: the reset modal asks for the new password. */
  resetToken: string | null;
  /** The address a reset link was just requested for: the success modal says so. */
  resetSentTo: string | null;
}

const initial: AccountFlow = { registeredEmail: null, resetToken: null, resetSentTo: null };
let flow = initial;
const listeners = new Set<() => void>();

export function updateAccountFlow(change: Partial<AccountFlow>): void {
  const next = { ...flow, ...change };
  if ((Object.keys(next) as (keyof AccountFlow)[]).every((key) => next[key] === flow[key])) return;
  flow = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccountFlow(): AccountFlow {
  return useSyncExternalStore(
    subscribe,
    () => flow,
    () => initial,
  );
}
