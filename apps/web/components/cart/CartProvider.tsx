'use client';

import type {
  AddConfiguredItemRequest,
  AddProductRequest,
  CreateOrderResponse,
  SetDeliveryRequest,
  SetPaymentDetailsRequest,
  SetUserDetailsRequest,
} from '@vitrina/contract';
import type { Locale } from '@vitrina/locale';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useOptimistic,
  useRef,
  useState,
} from 'react';
import { CartBridgeContext } from '@/components/account/cart-bridge';
import { withQuantity } from '@/lib/cart/quantity-shown';
import { type BrowserCart, cartRequests, isCart, type Reply } from './cart-requests';

// The visitor's cart in the browser (docs/architecture.md §5: per-visitor data never rendered on the server, so every page
// stays cacheable and the layout never re-renders for it). Fetched once when the site first runs; every write
// answers the whole cart, which replaces the one held here, so nothing is fetched again. Writes run one after
// another, after the first load, so answers never arrive out of order and a first add cannot race the load
// into two carts. Under the account provider, the first load waits for the account's session (docs/product.md §4: token,
// user data, then cart), and signing in or out fetches the cart again through the refresh handed over to it.
// A quantity change shows at once (the line and the header's count, useOptimistic) while its answer is on the
// way; the answer's cart, with the API's prices, then takes its place, or the cart as it was if it failed.

export type CartStatus = 'loading' | 'ready' | 'failed';

/** A write's outcome: done (the cart is updated), or the API's status and error body for the form to show. */
export type CartOutcome = { ok: true } | { ok: false; status: number; body: unknown };

export type OrderOutcome =
  | { ok: true; order: CreateOrderResponse }
  | { ok: false; status: number; body: unknown };

export interface CartApi {
  /** null: the visitor has no cart yet (nothing was ever added), which reads as an empty cart. */
  cart: BrowserCart | null;
  status: CartStatus;
  /** What the header badge counts (docs/product.md §3 items_quantity). */
  count: number;
  addConfigured: (item: AddConfiguredItemRequest) => Promise<CartOutcome>;
  addProduct: (item: AddProductRequest) => Promise<CartOutcome>;
  setQuantity: (itemId: number, quantity: number) => Promise<CartOutcome>;
  removeItem: (itemId: number) => Promise<CartOutcome>;
  applyCoupon: (code: string) => Promise<CartOutcome>;
  removeCoupon: () => Promise<CartOutcome>;
  setUserDetails: (details: SetUserDetailsRequest) => Promise<CartOutcome>;
  setDelivery: (delivery: SetDeliveryRequest) => Promise<CartOutcome>;
  setPayment: (payment: SetPaymentDetailsRequest) => Promise<CartOutcome>;
  /** Places the order. The (now empty) cart is fetched again by the success modal (docs/product.md §4). */
  createOrder: (comment: string) => Promise<OrderOutcome>;
  refresh: () => Promise<void>;
}

const CartContext = createContext<CartApi | null>(null);

export function CartProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [cart, setCart] = useState<BrowserCart | null>(null);
  const [status, setStatus] = useState<CartStatus>('loading');
  const [shown, showQuantity] = useOptimistic(
    cart,
    (current, change: { itemId: number; quantity: number }) =>
      current === null ? null : withQuantity(current, change.itemId, change.quantity),
  );
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** Runs `task` after every earlier one (successful or not). */
  const enqueue = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const load = useCallback(async () => {
    const reply = await cartRequests.load(locale);
    if (reply.status === 200 && (reply.body === null || isCart(reply.body))) {
      setCart(reply.body);
      setStatus('ready');
    } else {
      // docs/product.md §8: a failed read is logged only; the cart keeps what it had.
      console.error(JSON.stringify({ msg: 'cart request failed', status: reply.status }));
      setStatus((current) => (current === 'ready' ? current : 'failed'));
    }
  }, [locale]);

  const refresh = useCallback(() => enqueue(load), [enqueue, load]);
  const bridge = useContext(CartBridgeContext);
  const sessionReady = bridge === null || bridge.sessionReady;

  useEffect(() => {
    if (sessionReady) void refresh();
  }, [refresh, sessionReady]);

  useEffect(() => {
    if (bridge === null) return;
    bridge.bindCart(refresh);
    return () => bridge.bindCart(null);
  }, [bridge, refresh]);

  const signedOut = bridge?.signedOut;

  /** A write whose answer is the whole cart. */
  const write = useCallback(
    (send: () => Promise<Reply<unknown>>) =>
      enqueue(async (): Promise<CartOutcome> => {
        const reply = await send();
        if (reply.status >= 200 && reply.status < 300 && isCart(reply.body)) {
          setCart(reply.body);
          setStatus('ready');
          return { ok: true };
        }
        // A signed-in customer's sign-in is over (docs/product.md §8): the account forgets the customer.
        if (reply.status === 401) signedOut?.();
        return { ok: false, status: reply.status, body: reply.body };
      }),
    [enqueue, signedOut],
  );

  const createOrder = useCallback(
    (comment: string) =>
      enqueue(async (): Promise<OrderOutcome> => {
        const reply = await cartRequests.createOrder(locale, { comment });
        // The cart is left as it is until the visitor has left this page: emptied now, the cart page would
        // take the step out of the URL under the navigation to the success modal, which refreshes it.
        if ((reply.status === 201 || reply.status === 200) && isOrder(reply.body)) {
          return { ok: true, order: reply.body };
        }
        if (reply.status === 401) signedOut?.();
        return { ok: false, status: reply.status, body: reply.body };
      }),
    [enqueue, locale, signedOut],
  );

  const setQuantity = useCallback(
    (itemId: number, quantity: number) =>
      new Promise<CartOutcome>((resolve) => {
        startTransition(async () => {
          showQuantity({ itemId, quantity });
          resolve(await write(() => cartRequests.setQuantity(locale, itemId, quantity)));
        });
      }),
    [showQuantity, write, locale],
  );

  const api = useMemo<CartApi>(
    () => ({
      cart: shown,
      status,
      count: shown?.items_quantity ?? 0,
      addConfigured: (item) => write(() => cartRequests.addConfigured(locale, item)),
      addProduct: (item) => write(() => cartRequests.addProduct(locale, item)),
      setQuantity,
      removeItem: (itemId) => write(() => cartRequests.remove(locale, itemId)),
      applyCoupon: (code) => write(() => cartRequests.applyCoupon(locale, code)),
      removeCoupon: () => write(() => cartRequests.removeCoupon(locale)),
      setUserDetails: (details) => write(() => cartRequests.setUserDetails(locale, details)),
      setDelivery: (delivery) => write(() => cartRequests.setDelivery(locale, delivery)),
      setPayment: (payment) => write(() => cartRequests.setPayment(locale, payment)),
      createOrder,
      refresh,
    }),
    [shown, status, write, setQuantity, createOrder, refresh, locale],
  );
  return <CartContext value={api}>{children}</CartContext>;
}

function isOrder(body: unknown): body is CreateOrderResponse {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as CreateOrderResponse).order === 'object' &&
    (body as CreateOrderResponse).order !== null &&
    typeof (body as CreateOrderResponse).order.id === 'number'
  );
}

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (api === null) throw new Error('useCart() needs a <CartProvider> above it (app/_shell/SiteShell.tsx).');
  return api;
}
