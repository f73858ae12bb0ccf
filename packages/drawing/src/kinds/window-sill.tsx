/** @jsxRuntime automatic */
import { Caption } from '../Caption';
import { additionalOn, itemFinish } from '../choices';
import { DimensionLine } from '../DimensionLine';
import { type Rect, rectPath, round, textWidth } from '../geometry';
import { dimensionText, namedSizes } from '../named-size';
import { grooveOn, LINE } from '../palette';
import { Surface } from '../Surface';
import type { KindDrawing, Scene } from '../scene';

const THICKNESS = 40;
const NOSE = 25;
const CAP = 18;

/**
 * A window sill: the top view (length × depth; the calculator's width and height) with its front nosing and end
 * caps when chosen, and beside it a cross-section to the same scale.
 */
export function drawWindowSill(scene: Scene): KindDrawing {
  const { definition, configuration, units, locale, texts } = scene;
  const length = configuration.width;
  const depth = configuration.height;
  const colour = itemFinish(definition, configuration);
  const top: Rect = { x: 0, y: 0, width: length, height: depth };
  const caps = additionalOn(definition, configuration, 'cap');
  const sectionX = length + units.dimension * 1.2;
  const section =
    `M${round(sectionX)} 0H${round(sectionX + depth)}Q${round(sectionX + depth + 14)} 0 ${round(sectionX + depth + 14)} 20` +
    `V${THICKNESS}H${round(sectionX + depth - 14)}V${THICKNESS - 14}H${round(sectionX)}Z`;
  // The depth's text is written level beside its short line, so it may be as long as the length's span.
  const depthText = dimensionText(definition, locale, 'height', depth, length, units);
  const chambers = Math.max(1, Math.floor(depth / 60));
  const body = (
    <g data-kind="window-sill">
      <g data-part="top-view">
        <Surface d={rectPath(top)} finish={colour} strokeWidth={units.stroke} />
        <line
          x1={0}
          y1={round(depth - NOSE)}
          x2={length}
          y2={round(depth - NOSE)}
          stroke={grooveOn(colour.colour)}
          strokeWidth={units.thin * 2}
        />
        {caps && (
          <g data-part="end-caps" fill="#e4e7eb" stroke={LINE} strokeWidth={units.thin}>
            <rect x={-CAP} y={0} width={CAP} height={depth} />
            <rect x={length} y={0} width={CAP} height={depth} />
          </g>
        )}
        <DimensionLine
          orientation="horizontal"
          from={0}
          to={length}
          at={depth + units.dimension * 0.7}
          edge={depth}
          text={dimensionText(definition, locale, 'width', length, length, units)}
          units={units}
        />
        <DimensionLine
          orientation="vertical"
          from={0}
          to={depth}
          at={-units.dimension * 0.35 - CAP}
          edge={caps ? -CAP : 0}
          text={depthText}
          units={units}
        />
      </g>
      <g data-part="section">
        <Caption x={sectionX} y={-units.font * 0.6} text={texts.section} units={units} />
        <Surface d={section} finish={colour} strokeWidth={units.thin} />
        <g stroke={grooveOn(colour.colour)} strokeWidth={units.thin}>
          {Array.from({ length: chambers - 1 }, (_, index) => {
            const x = round(sectionX + ((index + 1) * depth) / chambers);
            return <line key={x} x1={x} y1={4} x2={x} y2={THICKNESS - 18} />;
          })}
        </g>
      </g>
    </g>
  );
  const pad = units.font * 0.6;
  // Room for the depth's text, which is written level when the sill is shallow.
  const depthRoom = Math.max(units.dimension, textWidth(depthText, units.font) + units.font);
  const left = -units.dimension * 0.35 - CAP - depthRoom;
  return {
    box: {
      x: left,
      y: -units.font * 1.8,
      // The section's caption may be wider than a shallow section.
      width:
        Math.max(sectionX + depth + 14, sectionX + textWidth(texts.section, units.font * 0.85)) + pad - left,
      height: depth + units.dimension + units.font * 1.8,
    },
    body,
    symbols: [],
    view: 'topAndSection',
    namedSizes: namedSizes(definition, locale, texts, { width: length, height: depth }),
  };
}
