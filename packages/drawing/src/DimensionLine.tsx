/** @jsxRuntime automatic */
import { points, round, textWidth, type Units } from './geometry';
import { INK, PAPER } from './palette';

interface DimensionLineProps {
  /** The measured span along the line's axis. */
  from: number;
  to: number;
  /** Where the dimension line runs (y for a horizontal one, x for a vertical one). */
  at: number;
  /** The item's edge the extension lines start from. */
  edge: number;
  text: string;
  units: Units;
  orientation: 'horizontal' | 'vertical';
  /** The text's side of a vertical line: left ('before', the default) or right. */
  textSide?: 'before' | 'after';
}

function arrowHead(tipX: number, tipY: number, dx: number, dy: number, size: number): string {
  // dx, dy: unit vector pointing along the line INTO the span.
  const baseX = tipX + dx * size;
  const baseY = tipY + dy * size;
  return points([
    [tipX, tipY],
    [baseX - dy * size * 0.35, baseY + dx * size * 0.35],
    [baseX + dy * size * 0.35, baseY - dx * size * 0.35],
  ]);
}

/** A dimension line with extension lines, arrowheads and its measure in mm, outside the item. */
export function DimensionLine({
  from,
  to,
  at,
  edge,
  text,
  units,
  orientation,
  textSide = 'before',
}: DimensionLineProps) {
  const head = units.font * 0.45;
  const middle = (from + to) / 2;
  const reach = at + Math.sign(at - edge) * units.font * 0.25;
  const horizontal = orientation === 'horizontal';
  const line = horizontal ? { x1: from, y1: at, x2: to, y2: at } : { x1: at, y1: from, x2: at, y2: to };
  const extensions = horizontal
    ? [
        { x1: from, y1: edge, x2: from, y2: reach },
        { x1: to, y1: edge, x2: to, y2: reach },
      ]
    : [
        { x1: edge, y1: from, x2: reach, y2: from },
        { x1: edge, y1: to, x2: reach, y2: to },
      ];
  const heads = horizontal
    ? [arrowHead(from, at, 1, 0, head), arrowHead(to, at, -1, 0, head)]
    : [arrowHead(at, from, 0, 1, head), arrowHead(at, to, 0, -1, head)];
  const gap = units.font * 0.3;
  // A vertical text longer than its span (a shallow sill's depth) is written level instead, beside the line.
  const level = !horizontal && textWidth(text, units.font) > Math.abs(to - from) * 0.9;
  // Rotated text grows toward smaller x from its baseline, so on the right it starts one text height further.
  const textX = horizontal
    ? middle
    : textSide === 'before'
      ? at - gap
      : at + gap + (level ? 0 : units.font * 0.8);
  const textY = horizontal ? at - gap : level ? middle + units.font * 0.35 : middle;
  return (
    <g data-dimension={orientation} stroke={INK} strokeWidth={units.thin}>
      {extensions.map((extension) => (
        <line key={`${extension.x1}-${extension.y1}`} {...roundSegment(extension)} />
      ))}
      <line {...roundSegment(line)} />
      {heads.map((head) => (
        <polygon key={head} points={head} fill={INK} stroke="none" />
      ))}
      <text
        x={round(textX)}
        y={round(textY)}
        fontSize={round(units.font)}
        fill={INK}
        stroke={PAPER}
        strokeWidth={round(units.font * 0.2)}
        paintOrder="stroke"
        textAnchor={level ? (textSide === 'before' ? 'end' : 'start') : 'middle'}
        fontFamily="system-ui, sans-serif"
        transform={horizontal || level ? undefined : `rotate(-90 ${round(textX)} ${round(textY)})`}
      >
        {text}
      </text>
    </g>
  );
}

function roundSegment(segment: { x1: number; y1: number; x2: number; y2: number }) {
  return { x1: round(segment.x1), y1: round(segment.y1), x2: round(segment.x2), y2: round(segment.y2) };
}
