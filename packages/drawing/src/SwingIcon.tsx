/** @jsxRuntime automatic */
import type { CSSProperties } from 'react';
import { LINE, SYMBOL } from './palette';

/** The legend's sample of a swing arc in plan: a leaf turned open and the dashed path of its edge. */
export function SwingIcon({ style }: { style?: CSSProperties }) {
  return (
    <svg viewBox="0 0 32 40" width={32} height={40} aria-hidden="true" style={style}>
      <line x1={4} y1={8} x2={28} y2={8} stroke={LINE} strokeWidth={1.5} strokeDasharray="3 2" />
      <line x1={4} y1={8} x2={4} y2={32} stroke={LINE} strokeWidth={3} />
      <path d="M28 8A24 24 0 0 1 4 32" fill="none" stroke={SYMBOL} strokeWidth={1.5} strokeDasharray="3 2" />
    </svg>
  );
}
