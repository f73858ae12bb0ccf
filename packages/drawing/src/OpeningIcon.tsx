/** @jsxRuntime automatic */
import type { OpeningType } from '@vitrina/pricing';
import type { CSSProperties } from 'react';
import { Arrow } from './Arrow';
import { symbolKind, symbolLines } from './opening-symbol';
import { GLASS, GLASS_EDGE, LINE, SYMBOL } from './palette';

interface OpeningIconProps {
  type: OpeningType;
  /** The opening's name; when null the icon is decorative (its button already says it). */
  title: string | null;
  /** Sizing from the host (the legend's icons are smaller than an option button's). */
  style?: CSSProperties;
}

const GLASS_RECT = { x: 5, y: 5, width: 22, height: 30 };

/** A 32 × 40 px symbol of one opening type, by the drawing's convention (view from inside), for option buttons. */
export function OpeningIcon({ type, title, style }: OpeningIconProps) {
  const kind = symbolKind(type);
  const labelled = title !== null && title !== '';
  const symbol = (
    <>
      <rect x={1} y={1} width={30} height={38} fill="#ffffff" stroke={LINE} strokeWidth={2} />
      <rect {...GLASS_RECT} fill={GLASS} stroke={GLASS_EDGE} strokeWidth={1} />
      {kind === 'sliding' ? (
        <Arrow x1={9} x2={23} y={20} head={6} colour={SYMBOL} strokeWidth={1.6} />
      ) : (
        <g stroke={SYMBOL} strokeWidth={1.4}>
          {symbolLines(type, GLASS_RECT).map((line) => (
            <line key={`${line.x1}-${line.y1}-${line.x2}-${line.y2}`} {...line} />
          ))}
        </g>
      )}
    </>
  );
  // Decorative beside a visible label (legend, a button that names the opening): hidden, so it is not read twice.
  if (!labelled) {
    return (
      <svg
        viewBox="0 0 32 40"
        width={32}
        height={40}
        aria-hidden="true"
        data-opening-icon={type}
        style={style}
      >
        {symbol}
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 32 40" width={32} height={40} role="img" data-opening-icon={type} style={style}>
      <title>{title}</title>
      {symbol}
    </svg>
  );
}
