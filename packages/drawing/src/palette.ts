// Colours of the drawing. Text and dimension lines are near-black on white (contrast above 12:1).
export const INK = '#1f2933';
export const LINE = '#3e4c59';
export const GLASS = '#d4ebf7';
export const GLASS_EDGE = '#8fb8d0';
export const SYMBOL = '#243b53';
export const METAL = '#9aa5b1';
export const SHADOW = 'rgba(0, 0, 0, 0.18)';
export const PAPER = '#ffffff';

/** Relative luminance (WCAG) of a '#rrggbb' colour. */
export function luminance(colour: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function dark(colour: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(colour) && luminance(colour) < 0.12;
}

/** Grooves, ribs and panel edges: a shade on light surfaces, a light line on dark ones (anthracite, brown). */
export function grooveOn(colour: string): string {
  return dark(colour) ? 'rgba(255, 255, 255, 0.3)' : SHADOW;
}

/** Opening symbols drawn over an opaque leaf must stay visible on it. */
export function symbolOn(colour: string): string {
  return dark(colour) ? '#e4e7eb' : SYMBOL;
}
