import { format, getMessages, type Locale, withLocale } from '@vitrina/locale';
import type { ReactNode } from 'react';
import { FilledGrid, type RowWidths } from '@/components/ui/FilledGrid';
import { LazyImage } from '@/components/ui/LazyImage';
import type { HomeSection, SectionItem } from '@/lib/api';
import { hyphenate, shortestBreakable } from '@/lib/hyphenate';
import styles from './SectionGrid.module.css';

/**
 * How a card shows its `value`: a big figure (achievements), a step number (how to order), a caption under
 * the title (a work's city and year) or a tag on the picture (a promotion's discount).
 */
export type ValueKind = 'figure' | 'step' | 'caption' | 'tag';

interface SectionGridProps {
  id: string;
  locale: Locale;
  section: HomeSection;
  alt?: boolean;
  valueKind?: ValueKind;
}

// Picture cards are read at a glance: two to a row even on a phone, instead of one tall card each.
const textColumns: RowWidths = { sm: 1, md: 2, lg: 3, xl: 4 };
const pictureColumns: RowWidths = { ...textColumns, sm: 2 };

/** One home section as a grid of cards whose rows are full at every width, up to 4 cards a row. */
export function SectionGrid({ id, locale, section, alt, valueKind = 'caption' }: SectionGridProps) {
  const pictured = section.items.every((item) => item.image !== null);
  const iconic = valueKind === 'figure' || valueKind === 'step';
  return (
    <HomeSectionFrame id={id} section={section} alt={alt}>
      <FilledGrid
        items={section.items}
        itemKey={(item) => item.id}
        columns={pictured ? pictureColumns : textColumns}
        className={`${pictured ? styles.pictured : ''} ${iconic ? styles.icons : ''}`}
      >
        {(item) => <SectionCard locale={locale} item={item} valueKind={valueKind} />}
      </FilledGrid>
    </HomeSectionFrame>
  );
}

interface FrameProps {
  id: string;
  section: HomeSection;
  alt?: boolean;
  children: ReactNode;
}

/** A home section's band: its id (for tests and anchors), heading and description around the content. */
export function HomeSectionFrame({ id, section, alt, children }: FrameProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      className={alt ? 'section section--deferred section--alt' : 'section section--deferred'}
      aria-labelledby={section.title ? headingId : undefined}
    >
      <div className="container">
        {section.title || section.description ? (
          <header className={styles.head}>
            {section.title ? <h2 id={headingId}>{section.title}</h2> : null}
            {section.description ? <p className={styles.description}>{section.description}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

function SectionCard({
  locale,
  item,
  valueKind,
}: {
  locale: Locale;
  item: SectionItem;
  valueKind: ValueKind;
}) {
  const href = item.href ? withLocale(locale, item.href) : null;
  const value = item.value || null;
  // Half a phone's width is narrower than some single words ("сертифицированное"): they break where a reader
  // expects, with a hyphen, instead of running past the card's edge.
  const title = hyphenate(locale, item.title, shortestBreakable.card);
  return (
    <article className={`card ${styles.card} ${href ? styles.linked : ''}`}>
      {item.image ? (
        <div className={styles.media}>
          <LazyImage image={item.image} />
          {value && valueKind === 'tag' ? <span className={styles.tag}>{value}</span> : null}
        </div>
      ) : null}
      <div className="card__body">
        {value && valueKind === 'figure' ? <p className={styles.figure}>{value}</p> : null}
        {value && valueKind === 'step' ? (
          <p className={styles.step}>
            <span className="visually-hidden">{format(getMessages(locale).home.step, { step: value })}</span>
            <span aria-hidden="true">{value}</span>
          </p>
        ) : null}
        <h3 className={styles.title}>
          {href ? (
            <a href={href} data-routed="">
              {title}
            </a>
          ) : (
            title
          )}
        </h3>
        {value && valueKind === 'caption' ? <p className={styles.caption}>{value}</p> : null}
        {item.description ? (
          <p className={styles.text}>{hyphenate(locale, item.description, shortestBreakable.card)}</p>
        ) : null}
      </div>
    </article>
  );
}
