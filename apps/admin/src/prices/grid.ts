// The grid editor's arithmetic, kept apart from the screen so that it is tested alone. Prices are integer
// cents in the definition (ADR 0011) and euros on screen.

/** Cents as the euros an input shows: 12345 → 123.45. */
export const centsToEuros = (cents: number | null | undefined): number | '' =>
  typeof cents === 'number' && Number.isFinite(cents) ? cents / 100 : '';

/** Euros typed in an input as whole cents, rounded half away from zero; null when nothing usable was typed. */
export function eurosToCents(euros: unknown): number | null {
  const value = typeof euros === 'string' ? Number(euros.replace(',', '.')) : euros;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    (typeof euros === 'string' && euros.trim() === '')
  )
    return null;
  return Math.sign(value) * Math.round(Math.abs(value) * 100);
}

/** A row of prices raised (or lowered, when negative) by `percent`, each rounded to the cent. */
export function raiseRow(row: readonly number[], percent: number): number[] {
  return row.map((cents) => Math.sign(cents) * Math.round((Math.abs(cents) * (100 + percent)) / 100));
}
