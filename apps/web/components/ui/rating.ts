/**
 * The rating in half stars, 0–10 for five stars (docs/product.md §9: ratings in 0.5 steps); a value between
 * steps is rounded to the nearest half.
 */
export function ratingHalves(rating: number, max = 5): number {
  return Math.min(max * 2, Math.max(0, Math.round(rating * 2)));
}

/** '4.5' or '4' — the rating as read aloud and shown, in half steps. */
export function ratingText(rating: number): string {
  return String(Math.round(rating * 2) / 2);
}
