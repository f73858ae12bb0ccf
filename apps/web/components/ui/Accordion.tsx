import type { ReactNode } from 'react';
import styles from './Accordion.module.css';
import { ChevronDownIcon } from './icons';

interface AccordionProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** The title is a heading of this level inside the summary, so heading navigation still finds it. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  summaryClassName?: string;
}

/**
 * One collapsible section: the platform's <details>, so it opens by click, Enter and Space with no script and
 * renders on the server. The panel animates its height (--duration-slow, 400 ms) in Accordion.module.css.
 */
export function Accordion({
  title,
  children,
  defaultOpen = false,
  headingLevel = 3,
  className,
  summaryClassName,
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <details className={`${styles.accordion} ${className ?? ''}`} open={defaultOpen}>
      <summary className={`${styles.summary} ${summaryClassName ?? ''}`}>
        <Heading className={styles.heading}>{title}</Heading>
        <ChevronDownIcon size={18} className={styles.chevron} />
      </summary>
      <div className={styles.inner}>{children}</div>
    </details>
  );
}
