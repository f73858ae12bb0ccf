import type { OpeningType } from '@vitrina/pricing';
import type { Rect, Segment } from './geometry';

// The one convention of every drawing, view from INSIDE (the European DIN convention):
// - turn: two lines from the corners of the hinge side meeting at the middle of the handle side
//   (the triangle's apex points to the handle);
// - tilt: two lines from the bottom corners (the hinges) meeting at the top middle;
// - tilt-turn: both;
// - sliding: a horizontal arrow in the direction the sash moves;
// - fixed: no lines.

/** The symbol families the legend explains. */
export type SymbolKind = 'turn' | 'tilt' | 'tiltTurn' | 'sliding' | 'fixed';

export function symbolKind(type: OpeningType): SymbolKind {
  switch (type) {
    case 'turn-left':
    case 'turn-right':
      return 'turn';
    case 'tilt-turn-left':
    case 'tilt-turn-right':
      return 'tiltTurn';
    case 'tilt':
      return 'tilt';
    case 'sliding':
      return 'sliding';
    case 'fixed':
      return 'fixed';
  }
}

/** Where the handle sits: opposite the hinges; a tilt-only sash has it at the top. */
export type HandleSide = 'left' | 'right' | 'top' | null;

export function handleSide(type: OpeningType): HandleSide {
  if (type === 'turn-left' || type === 'tilt-turn-left') return 'right';
  if (type === 'turn-right' || type === 'tilt-turn-right') return 'left';
  if (type === 'tilt') return 'top';
  return null;
}

function turnLines(rect: Rect, hingesLeft: boolean): Segment[] {
  const hingeX = hingesLeft ? rect.x : rect.x + rect.width;
  const handleX = hingesLeft ? rect.x + rect.width : rect.x;
  const apexY = rect.y + rect.height / 2;
  return [
    { x1: hingeX, y1: rect.y, x2: handleX, y2: apexY },
    { x1: hingeX, y1: rect.y + rect.height, x2: handleX, y2: apexY },
  ];
}

function tiltLines(rect: Rect): Segment[] {
  const apexX = rect.x + rect.width / 2;
  const bottom = rect.y + rect.height;
  return [
    { x1: rect.x, y1: bottom, x2: apexX, y2: rect.y },
    { x1: rect.x + rect.width, y1: bottom, x2: apexX, y2: rect.y },
  ];
}

/** The symbol's straight lines inside the glass of a sash (the sliding arrow is drawn apart). */
export function symbolLines(type: OpeningType, rect: Rect): Segment[] {
  switch (type) {
    case 'turn-left':
      return turnLines(rect, true);
    case 'turn-right':
      return turnLines(rect, false);
    case 'tilt':
      return tiltLines(rect);
    case 'tilt-turn-left':
      return [...turnLines(rect, true), ...tiltLines(rect)];
    case 'tilt-turn-right':
      return [...turnLines(rect, false), ...tiltLines(rect)];
    case 'sliding':
    case 'fixed':
      return [];
  }
}
