/** @jsxRuntime automatic */
import type { OpeningType } from '@vitrina/pricing';
import { Arrow } from './Arrow';
import { type Rect, round, type Segment } from './geometry';
import { symbolKind, symbolLines } from './opening-symbol';
import { SYMBOL } from './palette';

interface OpeningSymbolProps {
  type: OpeningType;
  /** The glass (or leaf) the symbol is drawn on. */
  rect: Rect;
  strokeWidth: number;
  /** Which way a sliding sash moves. */
  slideTo?: 'left' | 'right';
  dashed?: boolean;
  /** Line colour; the default reads on glass and light leaves. */
  colour?: string;
  /** A light outline under the lines, so they read over bars and gaps alike (gate leaves). */
  halo?: boolean;
}

/** The opening symbol of one sash by the convention in opening-symbol.ts. */
export function OpeningSymbol({
  type,
  rect,
  strokeWidth,
  slideTo = 'right',
  dashed = false,
  colour = SYMBOL,
  halo = false,
}: OpeningSymbolProps) {
  const kind = symbolKind(type);
  if (kind === 'sliding') {
    const span = rect.width * 0.3;
    const middle = rect.x + rect.width / 2;
    const [from, to] = slideTo === 'right' ? [middle - span, middle + span] : [middle + span, middle - span];
    return (
      <g data-opening-symbol={kind}>
        <Arrow
          x1={from}
          x2={to}
          y={rect.y + rect.height / 2}
          head={Math.min(rect.width, rect.height) * 0.12}
          colour={colour}
          strokeWidth={strokeWidth * 1.5}
        />
      </g>
    );
  }
  const lines = symbolLines(type, rect);
  return (
    <g data-opening-symbol={kind}>
      {halo && (
        <g stroke="#ffffff" strokeOpacity={0.85} strokeWidth={strokeWidth * 3}>
          {lines.map((line) => (
            <line key={`${line.x1}-${line.y1}-${line.x2}-${line.y2}`} {...roundLine(line)} />
          ))}
        </g>
      )}
      <g
        stroke={colour}
        strokeWidth={strokeWidth}
        strokeDasharray={dashed ? `${strokeWidth * 6} ${strokeWidth * 4}` : undefined}
      >
        {lines.map((line) => (
          <line
            key={`${line.x1}-${line.y1}-${line.x2}-${line.y2}`}
            data-symbol-line=""
            x1={round(line.x1)}
            y1={round(line.y1)}
            x2={round(line.x2)}
            y2={round(line.y2)}
          />
        ))}
      </g>
    </g>
  );
}

function roundLine(line: Segment) {
  return { x1: round(line.x1), y1: round(line.y1), x2: round(line.x2), y2: round(line.y2) };
}
