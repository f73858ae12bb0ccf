import { ConfigurationDrawing, DrawingLegend } from '@vitrina/drawing';
import type { Locale } from '@vitrina/locale';
import type { CalculatorDefinition, Configuration } from '@vitrina/pricing';
import styles from './DrawingFigure.module.css';

interface DrawingFigureProps {
  definition: CalculatorDefinition;
  configuration: Configuration;
  locale: Locale;
}

/** The configured item's drawing with its legend as a caption, sized to the configurator's column. */
export function DrawingFigure(props: DrawingFigureProps) {
  return (
    <figure className={styles.figure}>
      <ConfigurationDrawing {...props} />
      <DrawingLegend {...props} />
    </figure>
  );
}
