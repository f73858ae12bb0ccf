import type { Messages } from '@vitrina/locale';
import styles from './Cart.module.css';

/** The checkout steps of docs/product.md §2 Cart steps, in order. */
export const cartSteps = ['cart', 'details', 'delivery', 'payment', 'confirmation'] as const;
export type CartStep = (typeof cartSteps)[number];

/** docs/product.md §2 Cart steps: cart, personal data, delivery, payment, order confirmation; the current one marked. */
export function CartSteps({ current, texts }: { current: CartStep; texts: Messages['cart']['steps'] }) {
  const currentIndex = cartSteps.indexOf(current);
  return (
    <nav aria-label={texts.label}>
      <ol className={styles.steps}>
        {cartSteps.map((step, index) => (
          <li
            key={step}
            className={`${styles.step} ${index < currentIndex ? styles.done : ''} ${index === currentIndex ? styles.current : ''}`}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>{texts[step]}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
