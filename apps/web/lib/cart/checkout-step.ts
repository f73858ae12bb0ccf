// The checkout step lives in the URL (docs/architecture.md §5): /cos?step=details|delivery|payment, so a reload or Back
// lands on it. A step whose earlier steps the cart does not hold yet falls back to the first one missing.

export const checkoutSteps = ['details', 'delivery', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export const isCheckoutStep = (value: string | null): value is CheckoutStep =>
  value !== null && (checkoutSteps as readonly string[]).includes(value);

/** What the cart already holds for the checkout. */
export interface CheckoutProgress {
  items: number;
  hasUserDetails: boolean;
  hasDelivery: boolean;
}

/** The step to show for the requested one: null (the cart itself) when there is nothing to order. */
export function reachableStep(requested: string | null, progress: CheckoutProgress): CheckoutStep | null {
  if (!isCheckoutStep(requested) || progress.items === 0) return null;
  if (requested === 'details' || !progress.hasUserDetails) return 'details';
  if (requested === 'delivery' || !progress.hasDelivery) return 'delivery';
  return 'payment';
}

/** The cart page's address at a step: '/cos?step=delivery', or the page itself for the cart. */
export function stepHref(pathname: string, step: CheckoutStep | null): string {
  return step === null ? pathname : `${pathname}?step=${step}`;
}

/** Where the order's confirmation is shown (docs/product.md §2 Home query, §4): the home page with the success modal. */
export function successHref(homePath: string, orderId: number, paid = true): string {
  return `${homePath}?success_order=${paid ? 'True' : 'False'}&orderId=${orderId}`;
}
