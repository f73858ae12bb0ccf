import { format, getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { Branch } from '@/lib/api';
import styles from './Branch.module.css';
import { BranchContacts } from './BranchContacts';

interface BranchCardProps {
  locale: Locale;
  branch: Branch;
  /** False on the branch's own page ('other branches' lists link, the page itself does not). */
  linked?: boolean;
}

/** One branch or dealer in a list: kind, name (linking to its page), contacts. */
export function BranchCard({ locale, branch, linked = true }: BranchCardProps) {
  const messages = getMessages(locale).company;
  const href = localizedPath(locale, 'contacts', [branch.slug]);
  return (
    <article className={`card ${styles.card}`}>
      <div className="card__body">
        <p className={styles.kind}>{messages.kinds[branch.kind]}</p>
        <h3 className={styles.title}>
          {linked ? (
            <a data-routed="" href={href}>
              {branch.title}
            </a>
          ) : (
            branch.title
          )}
        </h3>
        <BranchContacts locale={locale} branch={branch} />
        {linked ? (
          <a
            data-routed=""
            className={styles.more}
            href={href}
            aria-label={format(messages.branch.more, { title: branch.title })}
          >
            {messages.branch.details} →
          </a>
        ) : null}
      </div>
    </article>
  );
}
