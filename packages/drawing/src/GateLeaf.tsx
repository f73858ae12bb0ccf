/** @jsxRuntime automatic */
import type { Option } from '@vitrina/pricing';
import type { Finish } from './choices';
import { gateInfill } from './gate-infill';
import { columns, inset, type Rect, rectPath, round, rows, type Units } from './geometry';
import { grooveOn } from './palette';
import { Surface } from './Surface';

/** Square tube of a gate leaf's frame, in mm. */
const TUBE = 60;

/** The infill between the frame's tubes: see-through pickets, slats or bars, or a closed sheet. */
function Infill({
  area,
  panel,
  colour,
  units,
}: {
  area: Rect;
  panel: Option | null;
  colour: Finish;
  units: Units;
}) {
  const kind = gateInfill(panel);
  const groove = grooveOn(colour.colour);
  if (kind === 'sheet' || kind === 'plain') {
    const ribs = kind === 'sheet' ? Math.floor(area.width / 110) : 0;
    return (
      <g data-infill={kind}>
        <Surface d={rectPath(area)} finish={colour} strokeWidth={units.thin} />
        <g stroke={groove} strokeWidth={units.thin * 2}>
          {Array.from({ length: ribs }, (_, index) => {
            const x = round(area.x + ((index + 0.5) * area.width) / ribs);
            return <line key={x} x1={x} y1={round(area.y)} x2={x} y2={round(area.y + area.height)} />;
          })}
        </g>
      </g>
    );
  }
  if (kind === 'slats') {
    const slats = rows(area, Math.max(1, Math.round(area.height / 110)));
    return (
      <g data-infill={kind}>
        {slats.map((slat) => (
          <Surface
            key={slat.y}
            d={rectPath({ ...slat, height: slat.height - 25 })}
            finish={colour}
            strokeWidth={units.thin}
          />
        ))}
      </g>
    );
  }
  // Pickets are wide with narrow gaps; forged bars are thin with wide ones and a rail across the middle.
  const forged = kind === 'forged';
  const count = Math.max(2, Math.round(area.width / (forged ? 140 : 150)));
  const bar = forged ? 22 : 110;
  return (
    <g data-infill={kind}>
      {columns(area, count).map((cell) => (
        <Surface
          key={cell.x}
          d={rectPath({ x: cell.x + (cell.width - bar) / 2, y: area.y, width: bar, height: area.height })}
          finish={colour}
          strokeWidth={units.thin}
        />
      ))}
      {forged && (
        <Surface
          d={rectPath({ ...area, y: area.y + area.height * 0.55, height: 40 })}
          finish={colour}
          strokeWidth={units.thin}
        />
      )}
    </g>
  );
}

/** One gate leaf: a frame of square tubes and its infill, in the gate's colour. */
export function GateLeaf({
  leaf,
  panel,
  colour,
  units,
}: {
  leaf: Rect;
  panel: Option | null;
  colour: Finish;
  units: Units;
}) {
  const area = inset(leaf, TUBE);
  // The frame is drawn as a band with a hole, so see-through infills show what is behind the gate.
  const band = `${rectPath(leaf)}${rectPath(area)}`;
  return (
    <g data-part="leaf">
      <Infill area={area} panel={panel} colour={colour} units={units} />
      <g fillRule="evenodd">
        <Surface d={band} finish={colour} strokeWidth={units.stroke} />
      </g>
    </g>
  );
}
