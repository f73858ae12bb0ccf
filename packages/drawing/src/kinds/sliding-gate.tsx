/** @jsxRuntime automatic */
import { Arrow } from '../Arrow';
import { chosenOption, itemFinish } from '../choices';
import { GateLeaf } from '../GateLeaf';
import { points, type Rect, round } from '../geometry';
import { boxAround, ItemDimensions } from '../ItemDimensions';
import { LINE, METAL, SYMBOL } from '../palette';
import type { KindDrawing, Scene } from '../scene';

const POST = 100;
const BEAM = 90;
const GROUND = 40;

/**
 * A cantilever sliding gate seen from inside: the leaf closing the opening, its counterweight tail on the side
 * it slides to, the bottom beam on its rollers, the posts, and an arrow the way it opens.
 */
export function drawSlidingGate(scene: Scene): KindDrawing {
  const { definition, configuration, units } = scene;
  const { width, height } = configuration;
  const colour = itemFinish(definition, configuration);
  const panel = chosenOption(definition, configuration, 'panel');
  const direction = chosenOption(definition, configuration, 'direction')?.drawing.direction ?? 'left';
  const tail = Math.round(width * 0.4);
  // The height is measured on the side without the tail, so the two never cross.
  const heightSide = direction === 'left' ? 'right' : 'left';
  const item: Rect = { x: 0, y: 0, width, height };
  const leaf: Rect = { x: 0, y: 0, width, height: height - BEAM };
  // The tail runs behind the post on the side the leaf slides to.
  const tailStart = direction === 'left' ? 0 : width;
  const tailEnd = direction === 'left' ? -tail : width + tail;
  const tailTop = height - BEAM - Math.min(height * 0.4, 600);
  const beamLeft = Math.min(0, tailEnd);
  const beamWidth = width + tail;
  const rollers =
    direction === 'left' ? [-POST - 250, -POST - 750] : [width + POST + 250, width + POST + 750];
  const arrowY = -units.font * 1.2;
  const arrowFrom = width / 2 + (direction === 'left' ? width * 0.15 : -width * 0.15);
  const arrowTo = width / 2 + (direction === 'left' ? -width * 0.15 : width * 0.15);
  const body = (
    <g data-kind="sliding-gate" data-direction={direction}>
      <rect
        data-part="ground"
        x={round(beamLeft - POST * 2)}
        y={height}
        width={round(beamWidth + POST * 4)}
        height={GROUND}
        fill="#cbd2d9"
      />
      <g data-part="tail">
        <path
          d={`M${points([
            [tailStart, tailTop],
            [tailEnd, height - BEAM],
            [tailStart, height - BEAM],
          ])}Z`}
          fill="none"
          stroke={LINE}
          strokeWidth={units.stroke * 2}
        />
      </g>
      <GateLeaf leaf={leaf} panel={panel} colour={colour} units={units} />
      <rect
        data-part="rail"
        x={round(beamLeft)}
        y={round(height - BEAM)}
        width={round(beamWidth)}
        height={BEAM}
        fill={METAL}
        stroke={LINE}
        strokeWidth={units.thin}
      />
      {rollers.map((x) => (
        <circle key={x} cx={round(x)} cy={round(height - BEAM / 2)} r={BEAM * 0.45} fill="#52606d" />
      ))}
      <rect data-part="post" x={-POST} y={-POST} width={POST} height={height + POST} fill="#616e7c" />
      <rect data-part="post" x={width} y={-POST} width={POST} height={height + POST} fill="#616e7c" />
      <g data-part="direction">
        <Arrow
          x1={arrowFrom}
          x2={arrowTo}
          y={arrowY}
          head={units.font * 0.8}
          colour={SYMBOL}
          strokeWidth={units.stroke * 2}
        />
      </g>
      <ItemDimensions
        item={item}
        widthText={String(width)}
        heightText={String(height)}
        units={units}
        heightSide={heightSide}
      />
    </g>
  );
  const box = boxAround(item, units, 'bottom', heightSide);
  const left = Math.min(box.x, tailEnd - POST * 2);
  const right = Math.max(box.x + box.width, tailEnd + POST * 2, width + POST * 2);
  const top = Math.min(box.y, arrowY - units.font);
  return {
    box: { x: left, y: top, width: right - left, height: box.y + box.height - top + GROUND },
    body,
    symbols: ['sliding'],
    view: 'inside',
  };
}
