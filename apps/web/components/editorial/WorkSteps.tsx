import type { WorkStep } from '@/lib/api';
import styles from './WorkSteps.module.css';

/** How an order is carried out, as a numbered list: measuring, design, production, delivery, installation, service. */
export function WorkSteps({ steps }: { steps: readonly WorkStep[] }) {
  return (
    <ol className={styles.steps} data-testid="work-steps">
      {steps.map((step) => (
        <li key={step.id} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {step.step}
          </span>
          <div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
