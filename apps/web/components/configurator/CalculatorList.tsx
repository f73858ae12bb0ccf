import type { Locale } from '@vitrina/locale';
import { CardGrid } from '@/components/catalog/CardGrid';
import type { CalculatorTypeSummary } from '@/lib/api';
import { CalculatorCard } from './CalculatorCard';
import styles from './CalculatorList.module.css';

/** Calculators as cards. */
export function CalculatorGrid({
  locale,
  calculators,
}: {
  locale: Locale;
  calculators: CalculatorTypeSummary[];
}) {
  return (
    <CardGrid>
      {calculators.map((calculator) => (
        <li key={calculator.id}>
          <CalculatorCard locale={locale} calculator={calculator} />
        </li>
      ))}
    </CardGrid>
  );
}

/** The SEO text of a calculators page: HTML the API sanitized (no script, no handlers). */
export function SeoText({ html }: { html: string | undefined }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API (calculator-seo text)
  return <div className={styles.seo} dangerouslySetInnerHTML={{ __html: html }} />;
}
