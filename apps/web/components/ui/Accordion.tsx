'use client';

import { type ReactNode, useId, useState } from 'react';
import styles from './Accordion.module.css';
import { ChevronDownIcon } from './icons';

interface AccordionProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** The button sits in a heading of this level (APG accordion pattern). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  headingClassName?: string;
  buttonClassName?: string;
  panelClassName?: string;
}

/** One collapsible section: a heading button with aria-expanded and a panel that animates its height (--duration-slow, 400 ms). */
export function Accordion({
  title,
  children,
  defaultOpen = false,
  headingLevel = 3,
  className,
  headingClassName,
  buttonClassName,
  panelClassName,
}: AccordionProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={`${styles.accordion} ${className ?? ''}`} data-open={open}>
      <Heading className={`${styles.heading} ${headingClassName ?? ''}`}>
        <button
          type="button"
          id={`${id}-button`}
          className={`${styles.button} ${buttonClassName ?? ''}`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <ChevronDownIcon size={18} className={styles.chevron} />
        </button>
      </Heading>
      <section
        id={`${id}-panel`}
        aria-labelledby={`${id}-button`}
        className={`${styles.panel} ${panelClassName ?? ''}`}
      >
        <div className={styles.inner}>{children}</div>
      </section>
    </div>
  );
}
