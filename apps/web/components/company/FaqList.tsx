import { Accordion } from '@/components/ui/Accordion';
import type { Faq } from '@/lib/api';
import styles from './FaqList.module.css';

/** Questions as accordions (docs/product.md §9: 400 ms animation, from the Accordion). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className={styles.list}>
      {faqs.map((faq) => (
        <Accordion key={faq.id} title={faq.question} headingLevel={3} className={styles.item}>
          <p className={styles.answer}>{faq.answer}</p>
        </Accordion>
      ))}
    </div>
  );
}
