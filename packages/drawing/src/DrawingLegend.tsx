/** @jsxRuntime automatic */
import type { Locale } from '@vitrina/locale';
import type { CalculatorDefinition, Configuration, OpeningType } from '@vitrina/pricing';
import type { CSSProperties } from 'react';
import { drawConfiguration } from './draw-configuration';
import { legendSymbols } from './legend-entries';
import { OpeningIcon } from './OpeningIcon';
import type { SymbolKind } from './opening-symbol';
import { INK } from './palette';
import { SwingIcon } from './SwingIcon';

interface DrawingLegendProps {
  definition: CalculatorDefinition;
  configuration: Configuration;
  locale: Locale;
}

/** One opening type that shows each symbol family in the legend's icon. */
const SAMPLE: Record<SymbolKind, OpeningType> = {
  turn: 'turn-left',
  tilt: 'tilt',
  tiltTurn: 'tilt-turn-left',
  sliding: 'sliding',
  fixed: 'fixed',
};

// Inline, so the legend looks the same in the storefront, the back office and an e-mail; the page's own text
// colour wins where it has one.
const CAPTION: CSSProperties = { fontSize: '0.875rem', lineHeight: 1.4, color: `var(--color-text, ${INK})` };
const PARAGRAPH: CSSProperties = { margin: '0 0 0.5rem' };
const SYMBOLS: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.375rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
};
const ENTRY: CSSProperties = { display: 'flex', alignItems: 'center', gap: '0.5rem' };
const ICON: CSSProperties = { flex: 'none', width: '1.25rem', height: '1.5625rem' };

/**
 * The caption of a figure around ConfigurationDrawing: the view, the unit, and the opening symbols that appear
 * in this drawing only. It is HTML, so it wraps to the page's width and reads as text.
 */
export function DrawingLegend({ definition, configuration, locale }: DrawingLegendProps) {
  // The picture's body is not rendered here, so the id its clip paths would take does not matter.
  const { drawing, texts } = drawConfiguration(definition, configuration, locale, 'legend');
  const shown = legendSymbols(drawing.symbols);
  const namedSizes = drawing.namedSizes ?? [];
  return (
    <figcaption style={CAPTION}>
      <p style={PARAGRAPH}>
        {capitalize(texts.view[drawing.view])}. {texts.legend.dimensions}.
      </p>
      {namedSizes.length > 0 && (
        <p style={PARAGRAPH} data-legend="sizes">
          {namedSizes.join('; ')}.
        </p>
      )}
      {(shown.length > 0 || drawing.swing) && (
        <ul style={SYMBOLS}>
          {shown.map((kind) => (
            <li key={kind} style={ENTRY} data-legend={kind}>
              <OpeningIcon type={SAMPLE[kind]} title={null} style={ICON} />
              <span>{texts.legend[kind]}</span>
            </li>
          ))}
          {drawing.swing && (
            <li style={ENTRY} data-legend="swing">
              <SwingIcon style={ICON} />
              <span>{texts.legend.swing}</span>
            </li>
          )}
        </ul>
      )}
    </figcaption>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
