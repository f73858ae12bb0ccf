// Money is integer euro cents, VAT included (ADR 0011). Every amount the engine produces passes through
// `divRound` exactly once per line, so the browser and the API agree to the cent.

/** VAT of Moldova: 20 %, in basis points. Prices are VAT-inclusive, so VAT is the part 20/120 of a gross. */
export const VAT_BASIS_POINTS = 2000;

const BASIS_POINTS = 10_000;

function assertInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

/**
 * THE rounding rule of the engine: numerator / denominator rounded to the nearest integer, halves away from
 * zero (2.5 → 3, −2.5 → −3), computed exactly in integers so that no float error can flip a half.
 */
export function divRound(numerator: number, denominator: number): number {
  assertInteger(numerator, 'numerator');
  assertInteger(denominator, 'denominator');
  if (denominator === 0) throw new RangeError('denominator must not be 0');
  const negative = numerator < 0 !== denominator < 0;
  const a = Math.abs(numerator);
  const b = Math.abs(denominator);
  // The float quotient can be one off near an integer; the remainder corrects it exactly.
  let quotient = Math.floor(a / b);
  let remainder = a - quotient * b;
  if (remainder < 0) {
    quotient -= 1;
    remainder += b;
  } else if (remainder >= b) {
    quotient += 1;
    remainder -= b;
  }
  if (remainder * 2 >= b) quotient += 1;
  if (quotient === 0) return 0;
  return negative ? -quotient : quotient;
}

/** `basisPoints` (1000 = 10 %) of an amount in cents, rounded by `divRound`. */
export function percentOf(amount: number, basisPoints: number): number {
  assertInteger(amount, 'amount');
  assertInteger(basisPoints, 'basisPoints');
  return divRound(amount * basisPoints, BASIS_POINTS);
}

/** The VAT contained in a VAT-inclusive amount: gross × 20 / 120, rounded once. net = gross − vatOf(gross). */
export function vatOf(gross: number): number {
  assertInteger(gross, 'gross');
  return divRound(gross * VAT_BASIS_POINTS, BASIS_POINTS + VAT_BASIS_POINTS);
}
