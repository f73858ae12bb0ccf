'use client';

import type { CustomerOrder, OrderList, User } from '@vitrina/contract';
import { type Locale, withLocale } from '@vitrina/locale';
import { useRouter } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useModals } from '@/components/modals/ModalProvider';
import * as actions from '@/lib/account/actions';
import { actionReply, type StorefrontReply, storefrontRequest } from '@/lib/storefront-request';
import type { AccountApi, AccountOutcome, AccountStatus } from './account-api';
import { isUser, userOf } from './account-requests';
import { type CartBridge, CartBridgeContext } from './cart-bridge';

// The browser's account context (docs/product.md §3 Auth state, §4 Auth), written against AccountApi. It holds the
// customer, never a token: the account's Server Actions (lib/account/actions.ts) and route handlers
// (app/api/account: the session, the orders) keep those in httpOnly cookies. On mount it
// asks for the session first (which refreshes the tokens when needed), and only then lets the cart load
// (docs/product.md §4: token, then user data, then cart). Any call answered 401 means the sign-in is over.

const AccountContext = createContext<AccountApi | null>(null);

const ok2xx = (reply: StorefrontReply) => reply.status >= 200 && reply.status < 300;

export function AccountProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [sessionReady, setSessionReady] = useState(false);
  const cartRefresh = useRef<(() => Promise<void>) | null>(null);
  const { close } = useModals();
  const router = useRouter();

  const refreshCart = useCallback(async () => {
    await cartRefresh.current?.();
  }, []);

  // Signed in is having a customer; signed out is having none once the session has answered.
  const status: AccountStatus = user !== null ? 'signed-in' : sessionReady ? 'signed-out' : 'loading';
  const lose = useCallback(() => setUser(null), []);

  const readSession = useCallback(async () => {
    const reply = await storefrontRequest('GET', '/api/account/session', locale);
    const customer = reply.status === 200 ? userOf(reply.body) : undefined;
    if (customer) setUser(customer);
    // A session that could not be read (the API down) reads as signed out; the next page load asks again.
    else lose();
  }, [locale, lose]);

  useEffect(() => {
    let live = true;
    void readSession().finally(() => {
      if (live) setSessionReady(true);
    });
    return () => {
      live = false;
    };
  }, [readSession]);

  /** A call's outcome; a 401 signs the visitor out here too (its cookies are already cleared). */
  const settle = useCallback(
    <T,>(reply: StorefrontReply, data: (body: unknown) => T): AccountOutcome<T> => {
      if (reply.status === 401) lose();
      return ok2xx(reply)
        ? { ok: true, data: data(reply.body) }
        : { ok: false, status: reply.status, body: reply.body };
    },
    [lose],
  );

  /** A write that answers the customer as they are now (profile, addresses). */
  const customerWrite = useCallback(
    async (reply: StorefrontReply): Promise<AccountOutcome<User>> => {
      const outcome = settle(reply, (body) => (isUser(body) ? body : null));
      if (!outcome.ok) return outcome;
      if (outcome.data !== null) {
        setUser(outcome.data);
        return { ok: true, data: outcome.data };
      }
      // Written, but the customer was not read back: ask for the session.
      await readSession();
      return { ok: false, status: 502, body: null };
    },
    [settle, readSession],
  );

  const bridge = useMemo<CartBridge>(
    () => ({
      sessionReady,
      bindCart: (refresh) => {
        cartRefresh.current = refresh;
      },
      signedOut: () => {
        lose();
        void refreshCart();
      },
    }),
    [sessionReady, lose, refreshCart],
  );

  const api = useMemo<AccountApi>(
    () => ({
      status,
      user,
      async signIn(input) {
        const reply = await actionReply(actions.signIn(locale, input));
        const customer = reply.status === 200 ? userOf(reply.body) : undefined;
        if (!customer)
          return { ok: false, status: reply.status === 200 ? 502 : reply.status, body: reply.body };
        setUser(customer);
        await refreshCart();
        return { ok: true, data: customer };
      },
      async register(input, options) {
        const reply = await actionReply(actions.register(locale, input, options.signIn));
        if (!ok2xx(reply)) return { ok: false, status: reply.status, body: reply.body };
        const customer = userOf(reply.body) ?? null;
        if (customer !== null) {
          setUser(customer);
          await refreshCart();
        }
        return { ok: true, data: customer };
      },
      async requestReset(email) {
        return settle(await actionReply(actions.requestReset(locale, email)), () => undefined);
      },
      async confirmReset(input) {
        const outcome = settle(await actionReply(actions.confirmReset(locale, input)), () => undefined);
        // A new password ends every sign-in of the account, this browser's included.
        if (outcome.ok && user !== null) {
          lose();
          await refreshCart();
        }
        return outcome;
      },
      async updateProfile(input) {
        return customerWrite(await actionReply(actions.updateProfile(locale, input)));
      },
      async addAddress(input) {
        return customerWrite(await actionReply(actions.addAddress(locale, input)));
      },
      async updateAddress(id, input) {
        return customerWrite(await actionReply(actions.updateAddress(locale, id, input)));
      },
      async deleteAddress(id) {
        return customerWrite(await actionReply(actions.removeAddress(locale, id)));
      },
      async orders(page) {
        const reply = await storefrontRequest('GET', `/api/account/orders?page=${page}`, locale);
        return settle(reply, (body) => body as OrderList);
      },
      async order(id) {
        const reply = await storefrontRequest('GET', `/api/account/orders/${id}`, locale);
        return settle(reply, (body) => body as CustomerOrder);
      },
      async signOut() {
        // The cookies go whatever the API says about the logout.
        await actionReply(actions.signOut(locale));
        lose();
        close('profile');
        router.push(withLocale(locale, '/'));
        await refreshCart();
      },
    }),
    [status, user, locale, lose, settle, customerWrite, refreshCart, close, router],
  );

  return (
    <AccountContext value={api}>
      <CartBridgeContext value={bridge}>{children}</CartBridgeContext>
    </AccountContext>
  );
}

export function useAccount(): AccountApi {
  const api = useContext(AccountContext);
  if (api === null)
    throw new Error('useAccount() needs an <AccountProvider> above it (app/_shell/SiteShell.tsx).');
  return api;
}
