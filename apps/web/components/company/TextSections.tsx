import { RichText } from '@/components/editorial/RichText';
import type { TextSection } from '@/lib/api';
import styles from './TextSections.module.css';

/** Titled text sections of a content page, each under an h2, their blocks rendered as articles' are. */
export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  if (sections.length === 0) return null;
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.title} className={styles.section}>
          {section.title ? <h2>{section.title}</h2> : null}
          <RichText blocks={section.body} className={styles.body} />
        </section>
      ))}
    </div>
  );
}
