import type { CalculatorDefinition, Configuration } from '@vitrina/pricing';
import { configurationOf, windowDefinition } from './definitions';
import {
  awningDefinition,
  blindDefinition,
  doorDefinition,
  rollerShutterDefinition,
  sectionalGateDefinition,
  slidingGateDefinition,
  swingGateDefinition,
  windowSillDefinition,
} from './kinds';

// The ten calculators the demo shop seeds, one fixture each: the seeds belong to the API, which a package may
// not import, so these stand in with the same families and drawing kinds.

export const seededCalculators: [string, CalculatorDefinition, Configuration][] = [
  [
    'windows',
    windowDefinition,
    configurationOf({
      width: 1300,
      height: 1450,
      options: { layout: 'two' },
      sashes: ['tilt-turn-left', 'fixed'],
    }),
  ],
  [
    'balcony-doors',
    { ...doorDefinition, family: 'balcony-doors' },
    configurationOf({ width: 800, height: 2150, sashes: ['turn-left'] }),
  ],
  ['entrance-doors', doorDefinition, configurationOf({ width: 1000, height: 2100, sashes: ['turn-right'] })],
  ['sectional-gates', sectionalGateDefinition, configurationOf({ width: 3000, height: 2500 })],
  ['sliding-gates', slidingGateDefinition, configurationOf({ width: 4000, height: 2000 })],
  ['swing-gates', swingGateDefinition, configurationOf({ width: 3500, height: 1800 })],
  ['awnings', awningDefinition, configurationOf({ width: 4500, height: 2500 })],
  ['blinds', blindDefinition, configurationOf({ width: 1100, height: 1500 })],
  ['roller-shutters', rollerShutterDefinition, configurationOf({ width: 1250, height: 1350 })],
  ['window-sills', windowSillDefinition, configurationOf({ width: 1600, height: 350 })],
];
