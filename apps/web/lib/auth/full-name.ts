// The checkout asks for one full name; an account needs a first and a last name (docs/product.md §3 User). Ticking "create
// an account" turns the one field into two, filled from what was typed: the first word, then the rest. The
// shopper sees both and corrects the order if they wrote the family name first (as Romanian forms often do).

export function splitFullName(fullName: string): { first: string; last: string } {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

/** The cart's full name from the two fields. */
export function joinFullName(first: string, last: string): string {
  return [first.trim(), last.trim()].filter((part) => part !== '').join(' ');
}
