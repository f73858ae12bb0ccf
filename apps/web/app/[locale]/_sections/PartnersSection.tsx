import type { HomeSection } from '@/lib/api';
import styles from './PartnersSection.module.css';
import { HomeSectionFrame } from './SectionGrid';

/** The brands we work with as a row of logos; a logo links to the brand's own site when it has one. */
export function PartnersSection({ id, section, alt }: { id: string; section: HomeSection; alt?: boolean }) {
  return (
    <HomeSectionFrame id={id} section={section} alt={alt}>
      <ul className={styles.logos}>
        {section.items.map((partner) => {
          const logo = partner.image ? (
            // biome-ignore lint/performance/noImgElement: API SVG wordmarks; plain img keeps CSP and caching simple
            <img src={partner.image.file} alt={partner.title} loading="lazy" decoding="async" />
          ) : (
            <span>{partner.title}</span>
          );
          return (
            <li key={partner.id} className={styles.logo}>
              {partner.href ? (
                <a href={partner.href} target="_blank" rel="noopener noreferrer">
                  {logo}
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </HomeSectionFrame>
  );
}
