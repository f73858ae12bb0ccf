/** @jsxRuntime automatic */
import { round, type Units } from './geometry';
import { INK } from './palette';

/** A short dark caption inside the drawing (e.g. 'Secțiune' over a cross-section). */
export function Caption({ x, y, text, units }: { x: number; y: number; text: string; units: Units }) {
  return (
    <text
      x={round(x)}
      y={round(y)}
      fontSize={round(units.font * 0.85)}
      fill={INK}
      fontFamily="system-ui, sans-serif"
    >
      {text}
    </text>
  );
}
