import styles from './Configurator.module.css';

/** The engine's reasons next to the part they are about; always in the page so additions are announced. */
export function Problems({ id, messages }: { id: string; messages: string[] }) {
  return (
    <div id={id} className={styles.problems} aria-live="polite">
      {messages.map((message) => (
        <p key={message} className={styles.problem}>
          {message}
        </p>
      ))}
    </div>
  );
}
