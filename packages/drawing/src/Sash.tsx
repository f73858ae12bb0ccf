/** @jsxRuntime automatic */
import type { OpeningType } from '@vitrina/pricing';
import type { Finish } from './choices';
import { Glass } from './Glass';
import { inset, type Rect, rectPath, round, SASH_FACE } from './geometry';
import { Handle } from './Handle';
import { OpeningSymbol } from './OpeningSymbol';
import { handleSide } from './opening-symbol';
import { LINE } from './palette';
import { Surface } from './Surface';

interface SashProps {
  index: number;
  type: OpeningType;
  /** The sash's place between frame and mullions. */
  zone: Rect;
  finish: Finish;
  strokeWidth: number;
  thin: number;
  slideTo: 'left' | 'right';
}

/** Glazing bead of a fixed pane: glass sits in the frame itself, behind a narrow bead. */
const BEAD = 22;
const HANDLE_LENGTH = 140;

/**
 * One window sash: an opening sash has its own profile, glass, handle and symbol; a fixed one is glass in the
 * frame. Every sash, fixed or not, is one `[data-sash]` group with one `[data-sash-rect]`.
 */
export function Sash({ index, type, zone, finish, strokeWidth, thin, slideTo }: SashProps) {
  const fixed = type === 'fixed';
  const glass = inset(zone, fixed ? BEAD : SASH_FACE);
  return (
    <g data-sash={index} data-opening={type}>
      {fixed ? (
        <rect
          data-sash-rect=""
          x={round(zone.x)}
          y={round(zone.y)}
          width={round(zone.width)}
          height={round(zone.height)}
          fill="none"
          stroke={LINE}
          strokeWidth={thin}
        />
      ) : (
        <g data-sash-rect="">
          <Surface d={rectPath(zone)} finish={finish} strokeWidth={strokeWidth} />
        </g>
      )}
      <Glass rect={glass} strokeWidth={thin} />
      <OpeningSymbol type={type} rect={glass} strokeWidth={thin * 1.4} slideTo={slideTo} />
      <SashHandle type={type} zone={zone} slideTo={slideTo} />
    </g>
  );
}

function SashHandle({ type, zone, slideTo }: { type: OpeningType; zone: Rect; slideTo: 'left' | 'right' }) {
  const middleY = zone.y + zone.height / 2;
  if (type === 'sliding') {
    // A sliding sash is pulled at its outer stile, the one away from where it goes.
    const x = slideTo === 'right' ? zone.x + SASH_FACE / 2 : zone.x + zone.width - SASH_FACE / 2;
    return <Handle x={x} y={middleY} length={HANDLE_LENGTH} pointing="down" />;
  }
  const side = handleSide(type);
  if (side === 'right')
    return (
      <Handle x={zone.x + zone.width - SASH_FACE / 2} y={middleY} length={HANDLE_LENGTH} pointing="down" />
    );
  if (side === 'left')
    return <Handle x={zone.x + SASH_FACE / 2} y={middleY} length={HANDLE_LENGTH} pointing="down" />;
  if (side === 'top')
    return (
      <Handle
        x={zone.x + zone.width / 2}
        y={zone.y + SASH_FACE / 2}
        length={HANDLE_LENGTH}
        pointing="right"
      />
    );
  return null;
}
