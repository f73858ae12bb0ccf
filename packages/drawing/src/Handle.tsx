/** @jsxRuntime automatic */
import { round } from './geometry';
import { METAL } from './palette';

interface HandleProps {
  /** Where the handle's rose sits. */
  x: number;
  y: number;
  /** Length of the lever in mm. */
  length: number;
  /** 'down' for a window handle at rest, 'side' for a door lever pointing toward the leaf's middle. */
  pointing: 'down' | 'left' | 'right';
}

/** A window or door handle: a rose and a lever, at true size. */
export function Handle({ x, y, length, pointing }: HandleProps) {
  const width = length * 0.22;
  const lever =
    pointing === 'down'
      ? { x: x - width / 2, y, width, height: length }
      : { x: pointing === 'right' ? x : x - length, y: y - width / 2, width: length, height: width };
  return (
    <g data-part="handle" fill={METAL} stroke="#52606d" strokeWidth={round(width * 0.12)}>
      <rect
        x={round(lever.x)}
        y={round(lever.y)}
        width={round(lever.width)}
        height={round(lever.height)}
        rx={round(width / 2)}
      />
      <rect
        x={round(x - width * 0.7)}
        y={round(y - width * 1.3)}
        width={round(width * 1.4)}
        height={round(width * 2.6)}
        rx={round(width * 0.4)}
      />
    </g>
  );
}
