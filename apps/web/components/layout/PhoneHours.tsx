import { useId } from 'react';
import { ClockIcon, PhoneIcon } from '@/components/ui/icons';
import styles from './PhoneHours.module.css';

interface PhoneHoursProps {
  phone: string;
  phoneHref: string;
  title: string;
  hours: string;
}

/**
 * The phone number as a tel: link; hovering or focusing it shows the working hours, with no script. The link
 * is the interest invoker of a hint popover: the browser shows it on hover and focus, hides it when the
 * pointer or focus leaves, and on Escape as WCAG 1.4.13 asks. Where interest invokers are missing, CSS
 * :hover and :focus-within show it instead (PhoneHours.module.css, docs/adr/0048).
 */
export function PhoneHours({ phone, phoneHref, title, hours }: PhoneHoursProps) {
  const id = useId();
  return (
    <div className={styles.phone}>
      <a href={phoneHref} className={styles.link} aria-describedby={id} interestfor={id}>
        <PhoneIcon size={18} />
        <span>{phone}</span>
      </a>
      <div id={id} popover="hint" role="tooltip" className={styles.popup}>
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
