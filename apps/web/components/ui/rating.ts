export type Star = 'full' | 'half' | 'empty';

/** Five stars for a rating in 0.5 steps (docs/product.md §9); a value between steps is rounded to the nearest half. */
export function starsFor(rating: number, max = 5): Star[] {
  const halves = Math.min(max * 2, Math.max(0, Math.round(rating * 2)));
  return Array.from({ length: max }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

/** '4.5' or '4' — the rating as read aloud and shown, in half steps. */
export function ratingText(rating: number): string {
  return String(Math.round(rating * 2) / 2);
}
