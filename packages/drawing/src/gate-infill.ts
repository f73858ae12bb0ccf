import type { Option } from '@vitrina/pricing';
import { optionMentions } from './choices';

/** How a gate leaf is filled. */
export type GateInfillKind = 'sheet' | 'pickets' | 'slats' | 'forged' | 'plain';

// The panel option's hint first (ribbed = profiled sheet, plain = smooth panel); the schema has no hint for
// pickets, slats or forged bars, so their keys decide, and pickets are the default look of a yard gate.
export function gateInfill(panel: Option | null): GateInfillKind {
  if (panel?.drawing.pattern === 'ribbed' || optionMentions(panel, ['sheet', 'profiled', 'corrugated']))
    return 'sheet';
  if (panel?.drawing.pattern === 'plain') return 'plain';
  if (optionMentions(panel, ['slat', 'lamel', 'jaluz'])) return 'slats';
  if (optionMentions(panel, ['forg', 'wrought', 'kovk'])) return 'forged';
  return 'pickets';
}
