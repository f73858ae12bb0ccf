/** @jsxRuntime automatic */
import type { OpeningType } from '@vitrina/pricing';
import { chosenOption, type Finish, itemFinish, sashOpenings } from '../choices';
import { Glass } from '../Glass';
import { columns, FRAME_FACE, inset, MULLION, type Rect, rectPath, round } from '../geometry';
import { Handle } from '../Handle';
import { boxAround, ItemDimensions } from '../ItemDimensions';
import { OpeningSymbol } from '../OpeningSymbol';
import { handleSide, type SymbolKind, symbolKind } from '../opening-symbol';
import { grooveOn, symbolOn } from '../palette';
import { Surface } from '../Surface';
import type { KindDrawing, Scene } from '../scene';

/** Threshold height at the floor, in mm. */
const THRESHOLD = 24;
/** Door handles are fitted about a metre above the floor. */
const HANDLE_HEIGHT = 1000;

type Infill = 'glass' | 'ribbed' | 'panels';

function infillOf(scene: Scene): Infill {
  const pattern = chosenOption(scene.definition, scene.configuration, 'panel')?.drawing.pattern;
  if (pattern === 'glass') return 'glass';
  if (pattern === 'ribbed') return 'ribbed';
  if (pattern === undefined && scene.definition.family === 'balcony-doors') return 'glass';
  return 'panels';
}

/** The leaf's face: glass over a low panel (balcony doors), grooves, or two raised panels. */
function LeafInfill({
  leaf,
  infill,
  colour,
  thin,
}: {
  leaf: Rect;
  infill: Infill;
  colour: Finish;
  thin: number;
}) {
  const inner = inset(leaf, 90);
  if (infill === 'glass') {
    const panel = Math.min(450, inner.height * 0.3);
    return (
      <g>
        <Glass rect={{ ...inner, height: inner.height - panel - 60 }} strokeWidth={thin} />
        <Surface
          d={rectPath({ ...inner, y: inner.y + inner.height - panel, height: panel })}
          finish={colour}
          strokeWidth={thin}
        />
      </g>
    );
  }
  if (infill === 'ribbed') {
    const count = Math.max(2, Math.floor(inner.height / 150));
    return (
      <g stroke={grooveOn(colour.colour)} strokeWidth={thin * 2}>
        {Array.from({ length: count - 1 }, (_, index) => {
          const y = round(inner.y + ((index + 1) * inner.height) / count);
          return <line key={y} x1={round(inner.x)} y1={y} x2={round(inner.x + inner.width)} y2={y} />;
        })}
      </g>
    );
  }
  const upper = { ...inner, height: inner.height * 0.55 };
  const lower = { ...inner, y: inner.y + inner.height * 0.6, height: inner.height * 0.4 };
  return (
    <g fill="none" stroke={grooveOn(colour.colour)} strokeWidth={thin * 2}>
      <path d={rectPath(upper)} />
      <path d={rectPath(lower)} />
    </g>
  );
}

function Leaf(props: {
  index: number;
  type: OpeningType;
  zone: Rect;
  colour: Finish;
  infill: Infill;
  scene: Scene;
}) {
  const { index, type, zone, colour, infill, scene } = props;
  const { thin, stroke } = scene.units;
  if (type === 'fixed') {
    // A fixed leaf is a side panel: glass in the frame.
    return (
      <g data-sash={index} data-opening={type}>
        <rect
          data-sash-rect=""
          x={round(zone.x)}
          y={round(zone.y)}
          width={round(zone.width)}
          height={round(zone.height)}
          fill="none"
          stroke="none"
        />
        <Glass rect={inset(zone, 30)} strokeWidth={thin} />
      </g>
    );
  }
  const side = handleSide(type);
  const floor = zone.y + zone.height;
  const handleX = side === 'left' ? zone.x + 70 : zone.x + zone.width - 70;
  return (
    <g data-sash={index} data-opening={type}>
      <g data-sash-rect="">
        <Surface d={rectPath(zone)} finish={colour} strokeWidth={stroke} />
      </g>
      <LeafInfill leaf={zone} infill={infill} colour={colour} thin={thin} />
      <OpeningSymbol
        type={type}
        rect={inset(zone, 30)}
        strokeWidth={thin * 1.4}
        colour={infill === 'glass' ? undefined : symbolOn(colour.colour)}
      />
      {side !== 'top' && side !== null && (
        <Handle
          x={handleX}
          y={floor - HANDLE_HEIGHT}
          length={150}
          pointing={side === 'left' ? 'right' : 'left'}
        />
      )}
    </g>
  );
}

/** A door seen from inside: frame on three sides, threshold, leaves or side panels, handle and symbol. */
export function drawDoor(scene: Scene): KindDrawing {
  const { definition, configuration, units } = scene;
  const { width, height } = configuration;
  const colour = itemFinish(definition, configuration);
  const openings = sashOpenings(definition, configuration);
  const infill = infillOf(scene);
  const item: Rect = { x: 0, y: 0, width, height };
  const opening: Rect = {
    x: FRAME_FACE,
    y: FRAME_FACE,
    width: width - 2 * FRAME_FACE,
    height: height - FRAME_FACE - THRESHOLD,
  };
  // Two opening leaves meet without a mullion (a French door); a side panel has one.
  const zones = columns(opening, openings.length).map((column, index, all) => {
    const meetsPanel = (other: number) => openings[other] === 'fixed' || openings[index] === 'fixed';
    const left = index > 0 && meetsPanel(index - 1) ? MULLION / 2 : 0;
    const right = index < all.length - 1 && meetsPanel(index + 1) ? MULLION / 2 : 0;
    return { ...column, x: column.x + left, width: column.width - left - right };
  });
  const symbols: SymbolKind[] = openings.map(symbolKind);
  const body = (
    <g data-kind="door">
      <g data-part="frame">
        <Surface
          d={`M0 ${height}V0H${width}V${height}H${width - FRAME_FACE}V${FRAME_FACE}H${FRAME_FACE}V${height}Z`}
          finish={colour}
          strokeWidth={units.stroke}
        />
      </g>
      <rect
        x={opening.x}
        y={opening.y}
        width={round(opening.width)}
        height={round(opening.height)}
        fill={colour.colour}
        stroke="none"
      />
      {zones.map((zone, index) => (
        <Leaf
          key={zone.x}
          index={index}
          type={openings[index] ?? 'fixed'}
          zone={zone}
          colour={colour}
          infill={infill}
          scene={scene}
        />
      ))}
      <rect
        data-part="threshold"
        x={FRAME_FACE}
        y={round(height - THRESHOLD)}
        width={round(width - 2 * FRAME_FACE)}
        height={THRESHOLD}
        fill="#7b8794"
        stroke="#52606d"
        strokeWidth={units.thin}
      />
      <ItemDimensions item={item} widthText={String(width)} heightText={String(height)} units={units} />
    </g>
  );
  return { box: boxAround(item, units), body, symbols, view: 'inside' };
}
