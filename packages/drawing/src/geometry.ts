// Drawing geometry: one SVG user unit is one millimetre of the item, so proportions are true. Line widths
// and text are sized from the item's largest side so they read the same on a 360 px phone and on a desktop.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** Visible face of a window or door frame profile, in mm. */
export const FRAME_FACE = 64;
/** Visible face of an opening sash profile, in mm. */
export const SASH_FACE = 52;
/** Width of a mullion (the bar between two sashes), in mm. */
export const MULLION = 80;

export function inset(rect: Rect, by: number): Rect {
  const dx = Math.min(by, rect.width / 2);
  const dy = Math.min(by, rect.height / 2);
  return { x: rect.x + dx, y: rect.y + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy };
}

/** Equal columns side by side, as sashes split the width equally. */
export function columns(rect: Rect, count: number): Rect[] {
  const width = rect.width / count;
  return Array.from({ length: count }, (_, index) => ({ ...rect, x: rect.x + index * width, width }));
}

/** Equal rows from top to bottom. */
export function rows(rect: Rect, count: number): Rect[] {
  const height = rect.height / count;
  return Array.from({ length: count }, (_, index) => ({ ...rect, y: rect.y + index * height, height }));
}

/** Sizes of the drawing's furniture (text, strokes, room for dimension lines), from the item's extent. */
export interface Units {
  font: number;
  stroke: number;
  thin: number;
  /** Room kept around the item for one dimension line with its text. */
  dimension: number;
}

export function unitsFor(extent: number): Units {
  const font = Math.max(28, Math.max(extent, 1) * 0.048);
  return {
    font,
    stroke: Math.max(3, extent * 0.003),
    thin: Math.max(2, extent * 0.0018),
    dimension: font * 2.6,
  };
}

/** A rounded number for an SVG attribute, so the markup stays short and stable. */
export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function points(list: readonly (readonly [number, number])[]): string {
  return list.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
}

/** A rectangle as path data, to share code with shaped outlines. */
export function rectPath(rect: Rect): string {
  const { x, y, width, height } = rect;
  return `M${round(x)} ${round(y)}h${round(width)}v${round(height)}h${round(-width)}Z`;
}

/** A generous estimate of a text's rendered width, to keep room for it (system sans-serif, digits and letters). */
export function textWidth(text: string, font: number): number {
  return text.length * font * 0.58;
}
