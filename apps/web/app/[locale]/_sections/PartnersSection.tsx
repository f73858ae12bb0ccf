import { FilledGrid, type RowWidths } from '@/components/ui/FilledGrid';
import { LazyImage } from '@/components/ui/LazyImage';
import type { HomeSection } from '@/lib/api';
import styles from './PartnersSection.module.css';
import { HomeSectionFrame } from './SectionGrid';

const logoColumns: RowWidths = { sm: 2, md: 4, lg: 4, xl: 8 };

/** The brands we work with as a row of logos; a logo links to the brand's own site when it has one. */
export function PartnersSection({ id, section, alt }: { id: string; section: HomeSection; alt?: boolean }) {
  return (
    <HomeSectionFrame id={id} section={section} alt={alt}>
      <FilledGrid
        items={section.items}
        itemKey={(partner) => partner.id}
        columns={logoColumns}
        className={styles.logos}
      >
        {(partner) => {
          const logo = partner.image ? (
            <LazyImage image={partner.image} alt={partner.title} />
          ) : (
            <span>{partner.title}</span>
          );
          return (
            <div className={styles.logo}>
              {partner.href ? (
                <a href={partner.href} target="_blank" rel="noopener noreferrer">
                  {logo}
                </a>
              ) : (
                logo
              )}
            </div>
          );
        }}
      </FilledGrid>
    </HomeSectionFrame>
  );
}
