import type { SymbolKind } from './opening-symbol';

/** Legend order: the symbols from the most common opening to none at all. */
const ORDER: readonly SymbolKind[] = ['tiltTurn', 'turn', 'tilt', 'sliding', 'fixed'];

/** The symbols to explain: only those the drawing shows, each once, in legend order. */
export function legendSymbols(shown: readonly SymbolKind[]): SymbolKind[] {
  return ORDER.filter((kind) => shown.includes(kind));
}
