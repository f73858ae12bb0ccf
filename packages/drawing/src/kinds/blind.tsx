/** @jsxRuntime automatic */
import { chosenOption, finish } from '../choices';
import { type Rect, rectPath, round } from '../geometry';
import { boxAround, ItemDimensions } from '../ItemDimensions';
import { LINE, METAL } from '../palette';
import { Surface } from '../Surface';
import type { KindDrawing, Scene } from '../scene';
import { bladeKind } from './blind-kind';

const HEADRAIL = 50;
const SLAT_PITCH = 50;
const BOTTOM_BAR = 35;

/** The wand or chain hangs on the control side the visitor chose (right unless told), `from` mm inside the edge. */
function controlX(scene: Scene, item: Rect, from: number): number {
  const side = chosenOption(scene.definition, scene.configuration, 'direction')?.drawing.direction ?? 'right';
  return side === 'left' ? item.x + from : item.x + item.width - from;
}

function Slats({ item, scene }: { item: Rect; scene: Scene }) {
  const colour = finish(scene.definition, scene.configuration, ['colour', 'fabric', 'colour-inside']);
  const { thin, stroke } = scene.units;
  const area = { ...item, y: HEADRAIL, height: item.height - HEADRAIL - BOTTOM_BAR };
  const count = Math.floor(area.height / SLAT_PITCH);
  return (
    <g data-blind="slats">
      {Array.from({ length: count }, (_, index) => {
        const y = area.y + index * SLAT_PITCH + 8;
        return (
          <Surface
            key={y}
            d={rectPath({ x: 0, y, width: item.width, height: SLAT_PITCH - 16 })}
            finish={colour}
            strokeWidth={thin}
          />
        );
      })}
      {[0.15, 0.85].map((share) => (
        <line
          key={share}
          x1={round(item.width * share)}
          y1={HEADRAIL}
          x2={round(item.width * share)}
          y2={round(item.height - BOTTOM_BAR)}
          stroke={LINE}
          strokeWidth={thin}
        />
      ))}
      <rect
        x={0}
        y={0}
        width={item.width}
        height={HEADRAIL}
        fill={METAL}
        stroke={LINE}
        strokeWidth={stroke}
      />
      <Surface
        d={rectPath({ x: 0, y: item.height - BOTTOM_BAR, width: item.width, height: BOTTOM_BAR })}
        finish={colour}
        strokeWidth={stroke}
      />
      <line
        data-part="wand"
        x1={round(controlX(scene, item, 60))}
        y1={HEADRAIL}
        x2={round(controlX(scene, item, 60))}
        y2={round(item.height * 0.6)}
        stroke={LINE}
        strokeWidth={stroke * 2.5}
        strokeLinecap="round"
      />
    </g>
  );
}

function FabricRoll({ item, scene }: { item: Rect; scene: Scene }) {
  const colour = finish(scene.definition, scene.configuration, ['fabric', 'colour', 'colour-inside']);
  const { thin, stroke } = scene.units;
  const fabric = { x: 20, y: HEADRAIL, width: item.width - 40, height: item.height - HEADRAIL - BOTTOM_BAR };
  return (
    <g data-blind="fabric">
      <Surface d={rectPath(fabric)} finish={colour} strokeWidth={stroke} />
      <rect
        x={0}
        y={0}
        width={item.width}
        height={HEADRAIL}
        rx={HEADRAIL / 2}
        fill={METAL}
        stroke={LINE}
        strokeWidth={stroke}
      />
      <rect
        x={20}
        y={round(item.height - BOTTOM_BAR)}
        width={round(item.width - 40)}
        height={BOTTOM_BAR}
        fill={METAL}
        stroke={LINE}
        strokeWidth={thin}
      />
      <line
        data-part="chain"
        x1={round(controlX(scene, item, 9))}
        y1={HEADRAIL / 2}
        x2={round(controlX(scene, item, 9))}
        y2={round(item.height * 0.65)}
        stroke={LINE}
        strokeWidth={stroke * 2}
        strokeDasharray={`${stroke * 2} ${stroke * 1.5}`}
      />
    </g>
  );
}

/** A blind seen from inside: slats on ladder cords with a wand, or a fabric roll with its chain. */
export function drawBlind(scene: Scene): KindDrawing {
  const { definition, configuration, units } = scene;
  const { width, height } = configuration;
  const item: Rect = { x: 0, y: 0, width, height };
  const box = boxAround(item, units);
  return {
    box,
    body: (
      <g data-kind="blind">
        {bladeKind(definition, configuration) === 'slats' ? (
          <Slats item={item} scene={scene} />
        ) : (
          <FabricRoll item={item} scene={scene} />
        )}
        <ItemDimensions item={item} widthText={String(width)} heightText={String(height)} units={units} />
      </g>
    ),
    symbols: [],
    view: 'inside',
  };
}
