/** ?page=N as a number; absent → 1; anything but a plain positive integer → null (the page answers 404). */
export function pageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  return typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
