import styles from './FactList.module.css';

/** Key figures: a big value and what it means ('din 2011' — 'producem și montăm'). */
export function FactList({ facts }: { facts: readonly { value: string; label: string }[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={`${fact.value}${fact.label}`} className={styles.fact}>
          <dt className={styles.value}>{fact.value}</dt>
          <dd className={styles.label}>{fact.label}</dd>
        </div>
      ))}
    </dl>
  );
}
