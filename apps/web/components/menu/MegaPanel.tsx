'use client';

import { mediaSrcSet } from '@vitrina/contract';
import { format } from '@vitrina/locale';
import { ArrowRightIcon, CalculatorIcon } from '@/components/ui/icons';
import styles from './MainNav.module.css';
import { MenuColumnLinks } from './MenuColumnLinks';
import type { MegaContent } from './nav-model';

export interface MegaStrings {
  calculatePrice: string;
  showAll: string;
  hide: string;
  /** 'Vezi tot: {title}' */
  viewCategory: string;
}

/** One mega-menu: its columns, the category's own link, its banner and calculator button. */
export function MegaPanel({ content, strings }: { content: MegaContent; strings: MegaStrings }) {
  return (
    <div className={`container ${styles.megaInner}`}>
      <div className={styles.main}>
        <div className={styles.columns}>
          {content.columns.map((column) => (
            <MenuColumnLinks
              key={column.id}
              id={column.id}
              title={column.title}
              links={column.links}
              showAllLabel={strings.showAll}
              hideLabel={strings.hide}
            />
          ))}
        </div>
        <a href={content.href} className={styles.viewAll}>
          {format(strings.viewCategory, { title: content.title })}
          <ArrowRightIcon size={18} className={styles.viewAllIcon} />
        </a>
      </div>
      {(content.banner || content.calculatorHref) && (
        <div className={styles.aside}>
          {content.banner && (
            <a href={content.banner.href} className={styles.banner}>
              {/* biome-ignore lint/performance/noImgElement: API-served banner of unknown size */}
              <img
                src={content.banner.image}
                srcSet={mediaSrcSet(content.banner.image)}
                sizes="320px"
                alt={content.banner.alt || content.title}
                loading="lazy"
                decoding="async"
              />
            </a>
          )}
          {content.calculatorHref && (
            <a href={content.calculatorHref} className={`btn btn--accent ${styles.calculator}`}>
              <CalculatorIcon size={20} />
              {strings.calculatePrice}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
