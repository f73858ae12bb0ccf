/** A rating in 0.5 steps (SPEC §9) as full, half and empty stars out of `out`; out-of-range values are clamped. */
export function starsOf(rating: number, out = 5): { full: number; half: number; empty: number } {
  const halves = Math.min(out * 2, Math.max(0, Math.round(rating * 2)));
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return { full, half, empty: out - full - half };
}
