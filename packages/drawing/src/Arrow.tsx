/** @jsxRuntime automatic */
import { points, round } from './geometry';

interface ArrowProps {
  x1: number;
  x2: number;
  y: number;
  /** Length of the head; the shaft's thickness follows. */
  head: number;
  colour: string;
  strokeWidth: number;
}

/** A horizontal arrow from x1 to x2 (the head at x2). */
export function Arrow({ x1, x2, y, head, colour, strokeWidth }: ArrowProps) {
  const direction = x2 >= x1 ? 1 : -1;
  const base = x2 - direction * head;
  return (
    <g data-symbol="arrow">
      <line
        x1={round(x1)}
        y1={round(y)}
        x2={round(base)}
        y2={round(y)}
        stroke={colour}
        strokeWidth={strokeWidth}
      />
      <polygon
        points={points([
          [x2, y],
          [base, y - head / 2],
          [base, y + head / 2],
        ])}
        fill={colour}
      />
    </g>
  );
}
