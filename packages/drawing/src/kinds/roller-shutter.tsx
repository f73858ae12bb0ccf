/** @jsxRuntime automatic */
import { itemFinish } from '../choices';
import { type Rect, rectPath, round } from '../geometry';
import { boxAround, ItemDimensions } from '../ItemDimensions';
import { grooveOn } from '../palette';
import { Surface } from '../Surface';
import type { KindDrawing, Scene } from '../scene';

const RAIL = 53;
const SLAT = 39;
const END_BAR = 45;

/** The box must hold the rolled curtain, so it grows with the height. */
export function shutterBoxHeight(height: number): number {
  if (height > 1800) return 205;
  if (height > 1200) return 180;
  return 165;
}

/** A roller shutter seen from outside: the box on top, the guide rails, the slatted curtain and its end bar. */
export function drawRollerShutter(scene: Scene): KindDrawing {
  const { definition, configuration, units } = scene;
  const { width, height } = configuration;
  const colour = itemFinish(definition, configuration);
  const item: Rect = { x: 0, y: 0, width, height };
  const boxHeight = shutterBoxHeight(height);
  const curtain: Rect = { x: RAIL, y: boxHeight, width: width - 2 * RAIL, height: height - boxHeight };
  const slats = Math.floor((curtain.height - END_BAR) / SLAT);
  return {
    box: boxAround(item, units),
    body: (
      <g data-kind="roller-shutter">
        <g data-part="curtain">
          <Surface d={rectPath(curtain)} finish={colour} strokeWidth={units.thin} />
          <g stroke={grooveOn(colour.colour)} strokeWidth={units.thin}>
            {Array.from({ length: slats }, (_, index) => {
              const y = round(curtain.y + (index + 1) * SLAT);
              return <line key={y} x1={RAIL} y1={y} x2={round(width - RAIL)} y2={y} />;
            })}
          </g>
          <rect
            x={RAIL}
            y={round(height - END_BAR)}
            width={round(curtain.width)}
            height={END_BAR}
            fill="#52606d"
          />
        </g>
        <g data-part="rails">
          <Surface
            d={rectPath({ x: 0, y: boxHeight, width: RAIL, height: height - boxHeight })}
            finish={colour}
            strokeWidth={units.stroke}
          />
          <Surface
            d={rectPath({ x: width - RAIL, y: boxHeight, width: RAIL, height: height - boxHeight })}
            finish={colour}
            strokeWidth={units.stroke}
          />
        </g>
        <g data-part="box">
          <Surface
            d={rectPath({ x: 0, y: 0, width, height: boxHeight })}
            finish={colour}
            strokeWidth={units.stroke}
          />
        </g>
        <ItemDimensions item={item} widthText={String(width)} heightText={String(height)} units={units} />
      </g>
    ),
    symbols: [],
    view: 'outside',
  };
}
