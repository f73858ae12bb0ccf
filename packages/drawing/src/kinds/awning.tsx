/** @jsxRuntime automatic */
import { Caption } from '../Caption';
import { chosenOption, itemFinish } from '../choices';
import { DimensionLine } from '../DimensionLine';
import { points, type Rect, rectPath, round } from '../geometry';
import { dimensionText, namedSizes } from '../named-size';
import { LINE, METAL } from '../palette';
import { Surface } from '../Surface';
import type { KindDrawing, Scene } from '../scene';

const CASSETTE = 160;
const VALANCE = 220;
/** The usual pitch of an open awning. */
const PITCH = (12 * Math.PI) / 180;

/** A scalloped valance along the front bar. */
function valancePath(x: number, y: number, width: number): string {
  const count = Math.max(2, Math.round(width / 300));
  const step = width / count;
  const depth = VALANCE * 0.75;
  let d = `M${round(x)} ${round(y)}H${round(x + width)}V${round(y + depth)}`;
  for (let index = count - 1; index >= 0; index -= 1) {
    d += `Q${round(x + (index + 0.5) * step)} ${round(y + VALANCE + depth * 0.2)} ${round(x + index * step)} ${round(y + depth)}`;
  }
  return `${d}Z`;
}

/**
 * An open awning: the front view (cassette, fabric, valance) with its width, and beside it the side view
 * with its projection. The calculator's `height` is the projection; both measures carry the size labels.
 */
export function drawAwning(scene: Scene): KindDrawing {
  const { definition, configuration, units, locale, texts } = scene;
  const { width } = configuration;
  const projection = configuration.height;
  const fabric = itemFinish(definition, configuration);
  // The cassette and arms are in the frame colour when the calculator offers one.
  const frame = chosenOption(definition, configuration, 'colour')?.drawing.swatch ?? METAL;
  const stripes =
    chosenOption(definition, configuration, 'fabric')?.drawing.pattern === 'stripes' ||
    fabric.option?.drawing.pattern === 'stripes';
  const drop = projection * Math.tan(PITCH);
  const fabricRect: Rect = { x: 0, y: CASSETTE, width, height: drop };
  const frontHeight = CASSETTE + drop + VALANCE;
  const sideX = width + units.dimension * 1.2;
  const frontEnd = sideX + projection;
  const wallBottom = frontHeight + 400;
  const dimensionY = wallBottom + units.dimension * 0.7;
  const body = (
    <g data-kind="awning">
      <g data-part="front">
        <rect
          x={0}
          y={0}
          width={width}
          height={CASSETTE}
          fill={frame}
          stroke={LINE}
          strokeWidth={units.stroke}
        />
        <Surface d={rectPath(fabricRect)} finish={fabric} stripes={stripes} strokeWidth={units.stroke} />
        <Surface
          d={valancePath(0, CASSETTE + drop, width)}
          finish={fabric}
          stripes={stripes}
          strokeWidth={units.stroke}
        />
        <DimensionLine
          orientation="horizontal"
          from={0}
          to={width}
          at={dimensionY}
          edge={frontHeight}
          text={dimensionText(definition, locale, 'width', width, width, units)}
          units={units}
        />
      </g>
      <g data-part="side">
        <Caption x={sideX} y={-units.font * 0.6} text={texts.side} units={units} />
        <line
          x1={round(sideX)}
          y1={-100}
          x2={round(sideX)}
          y2={round(wallBottom)}
          stroke={LINE}
          strokeWidth={units.stroke * 3}
        />
        <rect
          x={round(sideX)}
          y={0}
          width={CASSETTE}
          height={CASSETTE}
          fill={frame}
          stroke={LINE}
          strokeWidth={units.stroke}
        />
        <polyline
          points={points([
            [sideX + CASSETTE, CASSETTE / 2],
            [frontEnd, CASSETTE / 2 + drop],
            [frontEnd, CASSETTE / 2 + drop + VALANCE],
          ])}
          fill="none"
          stroke={fabric.colour === '#f7f7f5' ? LINE : fabric.colour}
          strokeWidth={units.stroke * 4}
          strokeLinejoin="round"
        />
        <line
          x1={round(sideX)}
          y1={round(CASSETTE + 300)}
          x2={round(frontEnd)}
          y2={round(CASSETTE / 2 + drop)}
          stroke={LINE}
          strokeWidth={units.stroke * 1.5}
        />
        <DimensionLine
          orientation="horizontal"
          from={sideX}
          to={frontEnd}
          at={dimensionY}
          edge={wallBottom}
          text={dimensionText(definition, locale, 'height', projection, projection, units)}
          units={units}
        />
      </g>
    </g>
  );
  const pad = units.font * 0.6;
  const bottom = wallBottom + units.dimension;
  return {
    box: {
      x: -pad,
      y: -units.font * 1.8,
      width: frontEnd + 2 * pad,
      height: bottom + units.font * 1.8 + pad,
    },
    body,
    symbols: [],
    view: 'frontAndSide',
    namedSizes: namedSizes(definition, locale, texts, { width, height: projection }),
  };
}
