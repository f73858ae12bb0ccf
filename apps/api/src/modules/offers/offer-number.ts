/**
 * A number a customer can read out on the phone or type into the site: 'Q-2026-000123' (the year it was made in
 * Moldova, then the database sequence's value, six digits at least).
 */
export function offerNumber(sequence: number, madeAt: Date): string {
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Chisinau' }).format(madeAt);
  return `Q-${year}-${String(sequence).padStart(6, '0')}`;
}

/** docs/product.md §3 Offer: an offer's prices hold for 14 days from when it was made. */
export const OFFER_VALID_DAYS = 14;

export function offerValidUntil(madeAt: Date): Date {
  return new Date(madeAt.getTime() + OFFER_VALID_DAYS * 24 * 60 * 60 * 1000);
}
