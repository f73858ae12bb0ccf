import { awning } from './awning';
import { balconyDoor } from './balcony-door';
import { blinds } from './blinds';
import { entranceDoor } from './entrance-door';
import { rollerShutter } from './roller-shutter';
import { sectionalGate } from './sectional-gate';
import type { CalculatorSeed } from './seed-type';
import { slidingGate } from './sliding-gate';
import { swingGate } from './swing-gate';
import { windowSill } from './window-sill';
import { windows } from './windows';

export { calculatorCategorySeo } from './categories';
export type { CalculatorSeed } from './seed-type';

/** Every calculator type, in display order (ids 1..10 of the catalogue). */
export const calculatorSeeds: CalculatorSeed[] = [
  windows,
  balconyDoor,
  entranceDoor,
  sectionalGate,
  slidingGate,
  swingGate,
  awning,
  blinds,
  rollerShutter,
  windowSill,
];
