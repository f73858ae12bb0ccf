import { ClockIcon, PhoneIcon } from '@/components/ui/icons';
import type { SiteContacts } from '@/lib/api/types';
import styles from './PhoneHours.module.css';

interface PhoneHoursProps {
  site: SiteContacts;
  title: string;
  hours: string;
}

/** The phone number as a tel: link; hovering or focusing it shows the working hours (no script needed). */
export function PhoneHours({ site, title, hours }: PhoneHoursProps) {
  return (
    <div className={styles.phone}>
      <a href={site.phone_href} className={styles.link} aria-describedby="header-working-hours">
        <PhoneIcon size={18} />
        <span>{site.phone}</span>
      </a>
      <div id="header-working-hours" role="tooltip" className={styles.popup}>
        <ClockIcon size={20} className={styles.clock} />
        <span>
          <strong>{title}</strong>
          <br />
          {hours}
        </span>
      </div>
    </div>
  );
}
