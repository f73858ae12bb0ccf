/** @jsxRuntime automatic */
import { type Rect, round } from './geometry';
import { GLASS, GLASS_EDGE } from './palette';

/** A pane of glass with one reflection stroke, so it reads as glass at any size. */
export function Glass({ rect, strokeWidth }: { rect: Rect; strokeWidth: number }) {
  const { x, y, width, height } = rect;
  const shine = Math.min(width, height) * 0.25;
  return (
    <g data-part="glass">
      <rect
        x={round(x)}
        y={round(y)}
        width={round(width)}
        height={round(height)}
        fill={GLASS}
        stroke={GLASS_EDGE}
        strokeWidth={strokeWidth}
      />
      <line
        x1={round(x + width * 0.12)}
        y1={round(y + height * 0.12 + shine)}
        x2={round(x + width * 0.12 + shine)}
        y2={round(y + height * 0.12)}
        stroke="rgba(255, 255, 255, 0.85)"
        strokeWidth={round(strokeWidth * 3)}
        strokeLinecap="round"
      />
    </g>
  );
}
