import { format, getMessages, type Locale } from '@vitrina/locale';
import type { Branch } from '@/lib/api';
import styles from './Branch.module.css';

/** Address, phones (tel: links), hours and e-mail of a branch, as a description list. */
export function BranchContacts({ locale, branch }: { locale: Locale; branch: Branch }) {
  const messages = getMessages(locale).company.branch;
  const hours = format(messages.hoursValue, branch.working_hours);
  return (
    <dl className={styles.contacts}>
      <dt>{messages.address}</dt>
      <dd>
        <address>{branch.address}</address>
      </dd>
      <dt>{messages.phones}</dt>
      <dd>
        <ul className={styles.phones}>
          {branch.phones.map((phone) => (
            <li key={phone.value}>
              <a href={`tel:${phone.value}`}>{phone.display}</a>
              {phone.name ? <span className={styles.phoneName}> — {phone.name}</span> : null}
            </li>
          ))}
        </ul>
      </dd>
      <dt>{messages.hours}</dt>
      <dd>
        {/* The days come capitalised from the API ('Zilnic, …'), so they lead the line. */}
        {branch.working_hours.days}, {hours}
      </dd>
      {branch.email ? (
        <>
          <dt>{messages.email}</dt>
          <dd>
            <a href={`mailto:${branch.email}`}>{branch.email}</a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
