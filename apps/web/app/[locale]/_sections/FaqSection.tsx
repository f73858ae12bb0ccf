import { Accordion } from '@/components/ui/Accordion';
import type { HomeSection } from '@/lib/api';
import styles from './FaqSection.module.css';
import { HomeSectionFrame } from './SectionGrid';

/** Questions as an accordion (docs/product.md §9: 400 ms animation): the first answer open, the rest one click away. */
export function FaqSection({ id, section, alt }: { id: string; section: HomeSection; alt?: boolean }) {
  return (
    <HomeSectionFrame id={id} section={section} alt={alt}>
      <div className={styles.list}>
        {section.items.map((item, index) => (
          <Accordion
            key={item.id}
            title={item.title}
            defaultOpen={index === 0}
            className={styles.item}
            summaryClassName={styles.question}
          >
            <p className={styles.answer}>{item.description}</p>
          </Accordion>
        ))}
      </div>
    </HomeSectionFrame>
  );
}
