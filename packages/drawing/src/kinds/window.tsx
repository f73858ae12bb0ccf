/** @jsxRuntime automatic */
import { itemFinish, type Shape, sashOpenings, shapeOf, transomOf } from '../choices';
import { Glass } from '../Glass';
import { FRAME_FACE, inset, MULLION, type Rect, rectPath, round } from '../geometry';
import { boxAround, ItemDimensions } from '../ItemDimensions';
import { OpeningSymbol } from '../OpeningSymbol';
import { type SymbolKind, symbolKind } from '../opening-symbol';
import { LINE } from '../palette';
import { Sash } from '../Sash';
import { Surface } from '../Surface';
import type { KindDrawing, Scene } from '../scene';
import { shapeOutline, shapeRise } from '../shape-outline';

/** Sliding sashes move toward the middle of the window, where they overlap their neighbour. */
export function slideDirection(index: number, count: number): 'left' | 'right' {
  return index > (count - 1) / 2 ? 'left' : 'right';
}

/** Where the fanlight ends: the shaped top of an arch or trapezoid, or the skylight's height, whichever is lower. */
function fanlightBottom(shape: Shape, width: number, height: number, transomHeight: number | null): number {
  const shaped = shape === 'arch' || shape === 'trapezoid' ? shapeRise(shape, width, height) : 0;
  return Math.min(height * 0.6, Math.max(shaped, transomHeight ?? 0));
}

/** A window seen from inside: shaped frame, fanlight or skylight, equal sashes with handles and symbols. */
export function drawWindow(scene: Scene): KindDrawing {
  const { definition, configuration, units } = scene;
  const { width, height } = configuration;
  const colour = itemFinish(definition, configuration);
  const shape = shapeOf(definition, configuration);
  const transom = transomOf(definition, configuration);
  const openings = sashOpenings(definition, configuration);
  const item: Rect = { x: 0, y: 0, width, height };
  const clipId = `${scene.id}-window-${shape}-${width}x${height}`;
  const opening = inset(item, FRAME_FACE);

  const topBottom = fanlightBottom(
    shape,
    width,
    height,
    transom === 'none' ? null : (definition.sashes?.transomHeight ?? null),
  );
  const hasFanlight = topBottom > FRAME_FACE;
  // Its glass is clipped to the shaped top by the frame's inner outline.
  const fanlight: Rect = { ...opening, height: topBottom - MULLION / 2 - opening.y };
  const sashArea: Rect = hasFanlight
    ? { ...opening, y: topBottom + MULLION / 2, height: opening.y + opening.height - topBottom - MULLION / 2 }
    : opening;
  // Sashes share the width equally: equal sash widths, with a mullion between two neighbours.
  const sashWidth = (sashArea.width - (openings.length - 1) * MULLION) / openings.length;
  const zones: Rect[] = openings.map((_, index) => ({
    ...sashArea,
    x: sashArea.x + index * (sashWidth + MULLION),
    width: sashWidth,
  }));

  const symbols: SymbolKind[] = openings.map(symbolKind);
  if (hasFanlight && transom === 'tilt') symbols.push('tilt');
  if (hasFanlight && transom !== 'tilt') symbols.push('fixed');

  const body = (
    <g data-kind="window" data-shape={shape}>
      <defs>
        <clipPath id={clipId}>
          <path d={shapeOutline(shape, width, height, FRAME_FACE)} />
        </clipPath>
      </defs>
      <g data-part="frame">
        <Surface d={shapeOutline(shape, width, height)} finish={colour} strokeWidth={units.stroke} />
      </g>
      <g clipPath={`url(#${clipId})`}>
        <rect
          x={opening.x}
          y={0}
          width={round(opening.width)}
          height={round(opening.y + opening.height)}
          fill={colour.colour}
        />
        {hasFanlight && (
          <g data-part="fanlight" data-opening={transom === 'tilt' ? 'tilt' : 'fixed'}>
            <Glass rect={inset(fanlight, 22)} strokeWidth={units.thin} />
            {transom === 'tilt' && (
              <OpeningSymbol type="tilt" rect={inset(fanlight, 22)} strokeWidth={units.thin * 1.4} />
            )}
            <Surface
              d={rectPath({
                x: opening.x,
                y: topBottom - MULLION / 2,
                width: opening.width,
                height: MULLION,
              })}
              finish={colour}
              strokeWidth={units.thin}
            />
          </g>
        )}
        {zones.slice(1).map((zone) => (
          <Surface
            key={zone.x}
            d={rectPath({ x: zone.x - MULLION, y: sashArea.y, width: MULLION, height: sashArea.height })}
            finish={colour}
            strokeWidth={units.thin}
          />
        ))}
        {zones.map((zone, index) => (
          <Sash
            key={zone.x}
            index={index}
            type={openings[index] ?? 'fixed'}
            zone={zone}
            finish={colour}
            strokeWidth={units.thin}
            thin={units.thin}
            slideTo={slideDirection(index, openings.length)}
          />
        ))}
      </g>
      <path
        d={shapeOutline(shape, width, height, FRAME_FACE)}
        fill="none"
        stroke={LINE}
        strokeWidth={units.thin}
      />
      <ItemDimensions item={item} widthText={String(width)} heightText={String(height)} units={units} />
    </g>
  );
  return { box: boxAround(item, units), body, symbols, view: 'inside' };
}
