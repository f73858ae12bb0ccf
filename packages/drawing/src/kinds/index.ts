import type { DrawingKind } from '@vitrina/pricing';
import type { KindDrawing, Scene } from '../scene';
import { drawAwning } from './awning';
import { drawBlind } from './blind';
import { drawDoor } from './door';
import { drawRollerShutter } from './roller-shutter';
import { drawSectionalGate } from './sectional-gate';
import { drawSlidingGate } from './sliding-gate';
import { drawSwingGate } from './swing-gate';
import { drawWindow } from './window';
import { drawWindowSill } from './window-sill';

/** One drawing per kind a definition may name. */
export const drawingKinds: Record<DrawingKind, (scene: Scene) => KindDrawing> = {
  window: drawWindow,
  door: drawDoor,
  'sectional-gate': drawSectionalGate,
  'sliding-gate': drawSlidingGate,
  'swing-gate': drawSwingGate,
  awning: drawAwning,
  blind: drawBlind,
  'roller-shutter': drawRollerShutter,
  'window-sill': drawWindowSill,
};
