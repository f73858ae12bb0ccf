'use client';

import { format } from '@vitrina/locale';
import Link from 'next/link';
import { useId, useState } from 'react';
import { MENU_COLUMN_VISIBLE_LINKS } from '@/components/ui-constants';
import styles from './MenuColumnLinks.module.css';
import type { NavColumn } from './nav-model';

interface MenuColumnLinksProps {
  column: NavColumn;
  /** 'Arată toate ({count})' */
  showAllLabel: string;
  hideLabel: string;
  onChoose?: () => void;
}

/** One mega-menu column: its first 8 links, the rest behind a show-all / hide toggle. */
export function MenuColumnLinks({ column, showAllLabel, hideLabel, onChoose }: MenuColumnLinksProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const extra = column.links.length > MENU_COLUMN_VISIBLE_LINKS;

  return (
    <div className={styles.column}>
      <p id={`${id}-title`} className={styles.title}>
        {column.title}
      </p>
      <ul id={`${id}-links`} aria-labelledby={`${id}-title`} className={styles.links}>
        {column.links.map((link, index) => (
          <li key={link.href} hidden={!expanded && index >= MENU_COLUMN_VISIBLE_LINKS}>
            <Link href={link.href} prefetch={false} className={styles.link} onClick={onChoose}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
      {extra && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={`${id}-links`}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? hideLabel : format(showAllLabel, { count: column.links.length })}
        </button>
      )}
    </div>
  );
}
