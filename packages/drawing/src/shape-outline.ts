import type { Shape } from './choices';
import { points, rectPath, round } from './geometry';

// Outlines of a shaped frame, outer and inner (the frame's face inside it), in mm from the top-left corner.

/** Height of the shaped top above the shoulder (where the straight sides end). */
export function shapeRise(shape: Shape, width: number, height: number): number {
  switch (shape) {
    case 'arch':
      // A semicircle when the window is tall enough, else a segmental arch.
      return Math.min(width / 2, height * 0.45);
    case 'trapezoid':
      return Math.min(height * 0.35, width * 0.5);
    case 'triangle':
      return height;
    case 'rectangle':
      return 0;
  }
}

function archRadius(width: number, rise: number): number {
  return ((width / 2) ** 2 + rise ** 2) / (2 * rise);
}

/** The outline of the shape inset by `face` on every side (face 0 = the outer outline). */
export function shapeOutline(shape: Shape, width: number, height: number, face = 0): string {
  const rise = shapeRise(shape, width, height);
  const left = face;
  const right = width - face;
  const bottom = height - face;
  switch (shape) {
    case 'rectangle':
      return rectPath({ x: face, y: face, width: width - 2 * face, height: height - 2 * face });
    case 'arch': {
      const radius = archRadius(width, rise);
      const inner = radius - face;
      // The arc's centre is at (width / 2, radius); the inner arc meets the inner sides at yStart.
      const yStart = radius - Math.sqrt(Math.max(0, inner ** 2 - (width / 2 - face) ** 2));
      return `M${round(left)} ${round(bottom)}V${round(yStart)}A${round(inner)} ${round(inner)} 0 0 1 ${round(right)} ${round(yStart)}V${round(bottom)}Z`;
    }
    case 'trapezoid': {
      // Top from (0, 0) down to (width, rise); the inner top line is parallel, `face` below it.
      const slope = rise / width;
      const drop = face * Math.sqrt(1 + slope ** 2);
      return `M${points([
        [left, bottom],
        [left, slope * left + drop],
        [right, slope * right + drop],
        [right, bottom],
      ])}Z`;
    }
    case 'triangle':
      return `M${points(insetTriangle(width, height, face))}Z`;
  }
}

/** An isosceles triangle (apex at the top middle) shrunk toward its incentre so each side moves in by `face`. */
function insetTriangle(width: number, height: number, face: number): [number, number][] {
  const corners: [number, number][] = [
    [0, height],
    [width / 2, 0],
    [width, height],
  ];
  const side = Math.hypot(width / 2, height);
  const perimeter = 2 * side + width;
  const inradius = (width * height) / perimeter;
  const centre: [number, number] = [width / 2, height - inradius];
  const ratio = Math.max(0, (inradius - face) / inradius);
  return corners.map(([x, y]) => [centre[0] + (x - centre[0]) * ratio, centre[1] + (y - centre[1]) * ratio]);
}
