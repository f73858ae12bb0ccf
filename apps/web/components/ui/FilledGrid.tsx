import type { CSSProperties, Key, ReactNode } from 'react';
import styles from './FilledGrid.module.css';
import { filledRows, spanAt, stretchAt } from './filled-rows';

/** The most cards a row may hold: on phones, from 768 px (md), 992 px (lg) and 1200 px (xl). */
export interface RowWidths {
  sm: number;
  md: number;
  lg: number;
  xl: number;
}

const breakpoints = ['sm', 'md', 'lg', 'xl'] as const;

interface FilledGridProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => Key;
  columns: RowWidths;
  className?: string;
  children: (item: Item) => ReactNode;
}

/**
 * A list of cards as a grid whose rows are all full at every width (filled-rows.ts). A card of a shorter
 * last row, wider than the others, learns by how much (`--stretch`) and that its picture is better shown
 * whole than cropped (`--picture-fit: contain`), so that it can keep the height of the cards above it.
 */
export function FilledGrid<Item>({ items, itemKey, columns, className, children }: FilledGridProps<Item>) {
  const count = items.length;
  const layouts = breakpoints.map((name) => [name, filledRows(count, columns[name])] as const);
  const gridStyle: Record<string, number> = {};
  for (const [name, rows] of layouts) gridStyle[`--tracks-${name}`] = rows.tracks;
  return (
    <ul className={`${styles.grid} ${className ?? ''}`} style={gridStyle as CSSProperties}>
      {items.map((item, index) => {
        // A card one track wide writes nothing (the stylesheet's default span): most cards are, and each
        // property is written twice, in the HTML and in the RSC payload.
        const itemStyle: Record<string, number | string> = {};
        for (const [name, rows] of layouts) {
          const span = spanAt(rows, index, count);
          if (span !== 1) itemStyle[`--span-${name}`] = span;
          const stretch = stretchAt(rows, index, count);
          if (stretch !== 1) {
            itemStyle[`--stretch-${name}`] = stretch;
            itemStyle[`--picture-fit-${name}`] = 'contain';
          }
        }
        return (
          <li
            key={itemKey(item)}
            className={styles.item}
            {...(Object.keys(itemStyle).length > 0 ? { style: itemStyle as CSSProperties } : {})}
          >
            {children(item)}
          </li>
        );
      })}
    </ul>
  );
}
