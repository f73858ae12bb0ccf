import type { Messages } from '@vitrina/locale';
import styles from './PreviewNotice.module.css';

/** How the page came to show its prices: a back-office preview link that opened the draft, or one refused. */
export type PreviewState = { token: string } | 'refused' | null;

/**
 * The line above a calculator opened through a preview link (issue 18, docs/adr/0024): the draft's prices, not
 * orderable; or, for a link the API refused, that the published prices show instead. Nothing otherwise.
 */
export function PreviewNotice({
  preview,
  texts,
}: {
  preview: PreviewState;
  texts: Messages['configurator']['preview'];
}) {
  if (preview === null) return null;
  if (preview === 'refused')
    return (
      <p role="status" className={`${styles.notice} ${styles.refused}`}>
        {texts.expired}
      </p>
    );
  return (
    <p role="status" className={styles.notice}>
      {texts.banner}
    </p>
  );
}
