// docs/product.md §2 Home query: success_order and orderId together open the success modal; success_order says whether
// the payment went through ('True'; 'False' when the card was declined, the order is kept all the same).

export interface SuccessQuery {
  paid: boolean;
  /** The order's id when it is one (digits); null for anything else, which is then not shown. */
  orderId: number | null;
}

export function readSuccessQuery(params: { get: (name: string) => string | null }): SuccessQuery | null {
  const flag = params.get('success_order');
  const id = params.get('orderId');
  if (flag === null || id === null) return null;
  const orderId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  return { paid: flag.toLowerCase() === 'true', orderId };
}
