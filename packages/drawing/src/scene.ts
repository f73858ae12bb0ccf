import type { Locale } from '@vitrina/locale';
import type { CalculatorDefinition, Configuration } from '@vitrina/pricing';
import type { ReactNode } from 'react';
import type { DrawingTexts } from './drawing-texts';
import type { Rect, Units } from './geometry';
import type { SymbolKind } from './opening-symbol';

/** Everything a drawing kind reads. */
export interface Scene {
  definition: CalculatorDefinition;
  configuration: Configuration;
  locale: Locale;
  texts: DrawingTexts;
  units: Units;
  /** Prefix of the ids this drawing defines (clip paths), unique per drawing on a page. */
  id: string;
}

export type View = keyof DrawingTexts['view'];

/** What one drawing kind produces: its picture, the area it covers (the viewBox) and what the legend explains. */
export interface KindDrawing {
  box: Rect;
  body: ReactNode;
  symbols: SymbolKind[];
  /** The drawing shows opening arcs (swing gates). */
  swing?: boolean;
  /** Sizes named by their labels ('Ieșire 2500 mm'), listed in the legend when they are not width × height. */
  namedSizes?: string[];
  view: View;
}
