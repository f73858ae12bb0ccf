/** @jsxRuntime automatic */
import { chosenOption, itemFinish } from '../choices';
import { GateLeaf } from '../GateLeaf';
import { swingLeafCount, swingsOutward } from '../gate-layout';
import { columns, inset, type Rect, round } from '../geometry';
import { boxAround, ItemDimensions } from '../ItemDimensions';
import { OpeningSymbol } from '../OpeningSymbol';
import { LINE, SYMBOL } from '../palette';
import type { KindDrawing, Scene } from '../scene';

const POST = 100;
const GAP = 20;

/** Leaves left of the middle hang on the left post, the others on the right one. */
function hingesLeft(index: number, count: number): boolean {
  return count === 1 || index < count / 2;
}

/**
 * A swing gate seen from inside: the leaves between two posts with the turn symbol, and below it a plan to
 * the same scale with each leaf's opening arc: toward the viewer when the gate opens inward (the default),
 * away from the viewer when it opens outward.
 */
export function drawSwingGate(scene: Scene): KindDrawing {
  const { definition, configuration, units } = scene;
  const { width, height } = configuration;
  const colour = itemFinish(definition, configuration);
  const panel = chosenOption(definition, configuration, 'panel');
  const count = swingLeafCount(definition, configuration);
  const item: Rect = { x: 0, y: 0, width, height };
  const leaves = columns(item, count).map((column) => inset(column, GAP / 2));
  const leafWidth = width / count;
  const outward = swingsOutward(definition, configuration);
  // The plan's gate line; open leaves reach a leaf's width below it (inward) or above it (outward).
  const planY = height + units.font * 1.5 + (outward ? leafWidth : 0);
  const reach = outward ? planY - leafWidth : planY + leafWidth;
  const body = (
    <g data-kind="swing-gate" data-opens={outward ? 'outward' : 'inward'}>
      <rect data-part="post" x={-POST} y={-POST} width={POST} height={height + POST} fill="#616e7c" />
      <rect data-part="post" x={width} y={-POST} width={POST} height={height + POST} fill="#616e7c" />
      {leaves.map((leaf, index) => (
        <g
          key={leaf.x}
          data-sash={index}
          data-opening={hingesLeft(index, count) ? 'turn-left' : 'turn-right'}
        >
          <g data-sash-rect="">
            <GateLeaf leaf={leaf} panel={panel} colour={colour} units={units} />
          </g>
          <OpeningSymbol
            type={hingesLeft(index, count) ? 'turn-left' : 'turn-right'}
            rect={inset(leaf, 60)}
            strokeWidth={units.thin * 1.4}
            dashed
            halo
          />
        </g>
      ))}
      <g data-part="plan" fill="none" stroke={SYMBOL} strokeWidth={units.thin * 1.4}>
        <line
          x1={0}
          y1={round(planY)}
          x2={width}
          y2={round(planY)}
          stroke={LINE}
          strokeDasharray={`${units.thin * 6} ${units.thin * 4}`}
        />
        {leaves.map((leaf, index) => {
          const left = hingesLeft(index, count);
          const hinge = left ? index * leafWidth : (index + 1) * leafWidth;
          const free = left ? hinge + leafWidth : hinge - leafWidth;
          return (
            <g key={leaf.x} data-swing-arc={index}>
              <line
                x1={round(hinge)}
                y1={round(planY)}
                x2={round(hinge)}
                y2={round(reach)}
                strokeWidth={units.stroke * 2}
                stroke={LINE}
              />
              <path
                d={`M${round(free)} ${round(planY)}A${round(leafWidth)} ${round(leafWidth)} 0 0 ${left !== outward ? 1 : 0} ${round(hinge)} ${round(reach)}`}
                strokeDasharray={`${units.thin * 6} ${units.thin * 4}`}
              />
            </g>
          );
        })}
      </g>
      <ItemDimensions
        item={item}
        widthText={String(width)}
        heightText={String(height)}
        units={units}
        widthSide="top"
      />
    </g>
  );
  const box = boxAround(item, units, 'top');
  return {
    box: { ...box, width: box.width + POST, height: Math.max(planY, reach) + units.font - box.y },
    body,
    symbols: ['turn'],
    swing: true,
    view: 'inside',
  };
}
