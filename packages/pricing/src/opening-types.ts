/**
 * Opening types of a sash, drawn by one convention (view from inside). `turn-left`: hinges on the left.
 * A plain list apart from the zod schema, so that a browser bundle can name them without carrying zod.
 */
export const OPENING_TYPES = [
  'fixed',
  'turn-left',
  'turn-right',
  'tilt',
  'tilt-turn-left',
  'tilt-turn-right',
  'sliding',
] as const;
export type OpeningType = (typeof OPENING_TYPES)[number];
