/** @jsxRuntime automatic */
import type { Finish } from './choices';
import { STRIPES, WOODGRAIN } from './Patterns';
import { LINE } from './palette';

interface SurfaceProps {
  d: string;
  finish: Pick<Finish, 'colour' | 'woodgrain'>;
  strokeWidth: number;
  stripes?: boolean;
  clipPath?: string;
}

/** A painted part (profile, leaf, panel, fabric) in its colour, with wood grain or stripes over it. */
export function Surface({ d, finish, strokeWidth, stripes = false, clipPath }: SurfaceProps) {
  return (
    <g clipPath={clipPath}>
      <path d={d} fill={finish.colour} stroke="none" />
      {finish.woodgrain && <path d={d} fill={`url(#${WOODGRAIN})`} stroke="none" data-pattern="woodgrain" />}
      {stripes && <path d={d} fill={`url(#${STRIPES})`} stroke="none" data-pattern="stripes" />}
      <path d={d} fill="none" stroke={LINE} strokeWidth={strokeWidth} />
    </g>
  );
}
