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

/** Every calculator, grouped by category in the API's order, each group under its category's heading. */
export function CalculatorGroups({
  locale,
  calculators,
}: {
  locale: Locale;
  calculators: CalculatorTypeSummary[];
}) {
  const groups = new Map<string, { title: string; calculators: CalculatorTypeSummary[] }>();
  for (const calculator of calculators) {
    const group = groups.get(calculator.category.slug);
    if (group) group.calculators.push(calculator);
    else
      groups.set(calculator.category.slug, { title: calculator.category.title, calculators: [calculator] });
  }
  return (
    <>
      {[...groups].map(([slug, group]) => (
        <section key={slug} className={styles.group} aria-labelledby={`calculators-${slug}`}>
          <h2 id={`calculators-${slug}`}>{group.title}</h2>
          <CalculatorGrid locale={locale} calculators={group.calculators} />
        </section>
      ))}
    </>
  );
}

/** The SEO text of a calculators page: HTML the API sanitized (no script, no handlers). */
export function SeoText({ html }: { html: string | undefined }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API (calculator-seo text)
  return <div className={styles.seo} dangerouslySetInnerHTML={{ __html: html }} />;
}
