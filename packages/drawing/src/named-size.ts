import type { Locale } from '@vitrina/locale';
import { format } from '@vitrina/locale/messages/define';
import type { CalculatorDefinition } from '@vitrina/pricing';
import type { DrawingTexts } from './drawing-texts';
import { textWidth, type Units } from './geometry';

// Awnings and sills measure other things than width × height (projection, depth), so their dimension lines
// carry the definition's size labels. A long label ('Deschidere (lungimea brațelor)') does not fit a short
// span: the line then shows the number only, and the legend gives every labelled size in full.

type SizeName = 'width' | 'height';

/** 'Lățime: 3000' when it fits along `span` mm, else '3000'. */
export function dimensionText(
  definition: CalculatorDefinition,
  locale: Locale,
  size: SizeName,
  value: number,
  span: number,
  units: Units,
): string {
  const labelled = `${definition.sizes[size].label[locale]}: ${value}`;
  return textWidth(labelled, units.font) <= span * 0.95 ? labelled : String(value);
}

/** 'Lățime 3000 mm' for each size, for the legend. */
export function namedSizes(
  definition: CalculatorDefinition,
  locale: Locale,
  texts: DrawingTexts,
  values: Record<SizeName, number>,
): string[] {
  return (['width', 'height'] as const).map((size) =>
    format(texts.namedSize, { label: definition.sizes[size].label[locale], value: values[size] }),
  );
}
