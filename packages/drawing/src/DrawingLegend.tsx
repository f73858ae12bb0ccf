import type { OpeningType } from '@vitrina/pricing';
import styles from './ConfigurationDrawing.module.css';
import type { DrawingTexts } from './drawing-texts';
import { legendSymbols } from './legend-entries';
import { OpeningIcon } from './OpeningIcon';
import type { SymbolKind } from './opening-symbol';
import { SwingIcon } from './SwingIcon';
import type { View } from './scene';

interface LegendProps {
  symbols: readonly SymbolKind[];
  swing: boolean;
  view: View;
  namedSizes: readonly string[];
  texts: DrawingTexts;
}

/** One opening type that shows each symbol family in the legend's icon. */
const SAMPLE: Record<SymbolKind, OpeningType> = {
  turn: 'turn-left',
  tilt: 'tilt',
  tiltTurn: 'tilt-turn-left',
  sliding: 'sliding',
  fixed: 'fixed',
};

/** The figcaption: the view, the unit, and the opening symbols that appear in this drawing only. */
export function Legend({ symbols, swing, view, namedSizes, texts }: LegendProps) {
  const shown = legendSymbols(symbols);
  return (
    <figcaption className={styles.legend}>
      <p className={styles.view}>
        {capitalize(texts.view[view])}. {texts.legend.dimensions}.
      </p>
      {namedSizes.length > 0 && (
        <p className={styles.view} data-legend="sizes">
          {namedSizes.join('; ')}.
        </p>
      )}
      {(shown.length > 0 || swing) && (
        <ul className={styles.symbols}>
          {shown.map((kind) => (
            <li key={kind} data-legend={kind}>
              <OpeningIcon type={SAMPLE[kind]} title={null} />
              <span>{texts.legend[kind]}</span>
            </li>
          ))}
          {swing && (
            <li data-legend="swing">
              <SwingIcon />
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
