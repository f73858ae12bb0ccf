/** @jsxRuntime automatic */
import { additionalOn, chosenOption, itemFinish, optionMentions } from '../choices';
import { Glass } from '../Glass';
import { sectionalPanelCount } from '../gate-layout';
import { columns, inset, type Rect, rectPath, round, rows } from '../geometry';
import { Handle } from '../Handle';
import { boxAround, ItemDimensions } from '../ItemDimensions';
import { grooveOn } from '../palette';
import { Surface } from '../Surface';
import type { KindDrawing, Scene } from '../scene';

type PanelDesign = 'ribbed' | 'cassette' | 'plain';

function designOf(scene: Scene): PanelDesign {
  const panel = chosenOption(scene.definition, scene.configuration, 'panel');
  if (optionMentions(panel, ['cassette', 'caset', 'kaset'])) return 'cassette';
  if (panel === null || panel.drawing.pattern === 'ribbed') return 'ribbed';
  return 'plain';
}

/** A row of windows in the second panel from the top: a glass panel option or the windows additional. */
function hasWindows(scene: Scene): boolean {
  const panel = chosenOption(scene.definition, scene.configuration, 'panel');
  return panel?.drawing.pattern === 'glass' || additionalOn(scene.definition, scene.configuration, 'window');
}

interface PanelFaceProps {
  panel: Rect;
  design: PanelDesign;
  windows: boolean;
  thin: number;
  colour: string;
}

/** The face of one panel: two ribs (M-ribbed), a row of cassettes, smooth, or a row of windows. */
function PanelFace({ panel, design, windows, thin, colour }: PanelFaceProps) {
  const groove = grooveOn(colour);
  const cells = columns(inset(panel, 70), Math.max(2, Math.round(panel.width / 800)));
  if (windows) {
    return (
      <g data-part="panel-windows">
        {cells.map((cell) => (
          <Glass key={cell.x} rect={inset(cell, 60)} strokeWidth={thin} />
        ))}
      </g>
    );
  }
  if (design === 'ribbed') {
    return (
      <g stroke={groove} strokeWidth={thin * 2}>
        {[1 / 3, 2 / 3].map((share) => {
          const y = round(panel.y + panel.height * share);
          return <line key={share} x1={round(panel.x)} y1={y} x2={round(panel.x + panel.width)} y2={y} />;
        })}
      </g>
    );
  }
  if (design === 'cassette') {
    return (
      <g fill="none" stroke={groove} strokeWidth={thin * 2}>
        {cells.map((cell) => (
          <path key={cell.x} d={rectPath(inset(cell, 30))} />
        ))}
      </g>
    );
  }
  return null;
}

/** A sectional garage door seen from outside: ~500 mm panels, their design and colour, a wicket door if chosen. */
export function drawSectionalGate(scene: Scene): KindDrawing {
  const { definition, configuration, units } = scene;
  const { width, height } = configuration;
  const colour = itemFinish(definition, configuration);
  const design = designOf(scene);
  const windows = hasWindows(scene);
  const item: Rect = { x: 0, y: 0, width, height };
  const panels = rows(item, sectionalPanelCount(height));
  const top = panels[0]?.height ?? 0;
  const wicket = additionalOn(definition, configuration, 'wicket') && width > 1400 && height > 1200;
  // A wicket door is about 900 mm wide and up to 2 m high, in the middle, below the top panel.
  const door: Rect = {
    x: width / 2 - 450,
    y: Math.max(height - 2000, top),
    width: 900,
    height: Math.min(2000, height - top),
  };
  const body = (
    <g data-kind="sectional-gate" data-design={design}>
      {panels.map((panel, index) => (
        <g key={panel.y} data-panel={index}>
          <Surface d={rectPath(panel)} finish={colour} strokeWidth={units.stroke} />
          <PanelFace
            panel={panel}
            design={design}
            windows={windows && index === 1}
            thin={units.thin}
            colour={colour.colour}
          />
        </g>
      ))}
      {wicket && (
        <g data-part="wicket">
          <path
            d={rectPath(door)}
            fill="none"
            stroke={grooveOn(colour.colour)}
            strokeWidth={units.stroke * 2}
          />
          <Handle x={door.x + door.width - 80} y={height - 1000} length={140} pointing="left" />
        </g>
      )}
      <Handle x={wicket ? width * 0.8 : width / 2} y={height - 180} length={160} pointing="right" />
      <ItemDimensions item={item} widthText={String(width)} heightText={String(height)} units={units} />
    </g>
  );
  return { box: boxAround(item, units), body, symbols: [], view: 'outside' };
}
