'use client';

import { createContext } from 'react';

// How the account and the cart talk (docs/product.md §4: on page load the token is refreshed, then the user data, then
// the cart; signing in or out fetches the cart again). The account provider sits above the cart provider and
// offers this; without it (a test, a page outside the shell) the cart loads at once on its own.

export interface CartBridge {
  /** False until the account's session has answered: the cart's first load waits for it. */
  sessionReady: boolean;
  /** The cart provider hands over its refresh (null when it goes), for sign-in and sign-out. */
  bindCart: (refresh: (() => Promise<void>) | null) => void;
  /** A cart call answered 401: the sign-in is over (its cookies are already cleared). */
  signedOut: () => void;
}

export const CartBridgeContext = createContext<CartBridge | null>(null);
