'use client';

import { format } from '@vitrina/locale';
import { useState } from 'react';
import { MENU_COLUMN_VISIBLE_LINKS } from '@/components/ui-constants';
import styles from './MenuColumnLinks.module.css';
import type { ColumnLink } from './nav-model';

interface MenuColumnLinksProps {
  id: number;
  title: string;
  links: readonly ColumnLink[];
  /** 'Arată toate ({count})' */
  showAllLabel: string;
  hideLabel: string;
}

/**
 * One mega-menu column: its first 8 links, the rest behind a show-all / hide toggle (in the drawer, all of
 * them). Plain <a>s: LinkRouter routes their clicks (components/layout/follow-link.ts).
 */
export function MenuColumnLinks({ id, title, links, showAllLabel, hideLabel }: MenuColumnLinksProps) {
  const [expanded, setExpanded] = useState(false);
  const titleId = `nav-column-${id}`;
  const listId = `${titleId}-links`;

  return (
    <div className={styles.column}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      <ul
        id={listId}
        aria-labelledby={titleId}
        className={styles.links}
        data-expanded={expanded || undefined}
      >
        {links.map(([text, href], index) => (
          <li key={href} data-extra={index >= MENU_COLUMN_VISIBLE_LINKS || undefined}>
            <a href={href}>{text}</a>
          </li>
        ))}
      </ul>
      {links.length > MENU_COLUMN_VISIBLE_LINKS && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? hideLabel : format(showAllLabel, { count: links.length })}
        </button>
      )}
    </div>
  );
}
