/** A number a customer can read out on the phone: 'VT-2026-00042' (the year it was placed, then its id). */
export function orderNumber(id: number, placedAt: Date): string {
  return `VT-${placedAt.getUTCFullYear()}-${String(id).padStart(5, '0')}`;
}
