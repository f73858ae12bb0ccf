'use client';

import { createContext, type ReactNode, useContext, useState } from 'react';
import { useModals } from '@/components/modals/ModalProvider';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import styles from './Vacancies.module.css';

export interface VacancyApplyStrings {
  apply: string;
  /** 'Aplicare: {title}' */
  applyTitle: string;
  howToApply: string;
  email: string;
  phone: string;
  close: string;
}

interface ContactDetails {
  email: string;
  phone: string;
  phoneHref: string;
}

const ChooseVacancy = createContext<(title: string) => void>(() => {});

/**
 * The vacancies' 'Apply' buttons and the one 'contact' modal they open (SPEC §2 Modals), titled with the
 * vacancy chosen. Until the application form arrives the modal says how to apply: by e-mail or phone.
 */
export function VacancyApplication({
  contact,
  strings,
  children,
}: {
  contact: ContactDetails;
  strings: VacancyApplyStrings;
  children: ReactNode;
}) {
  const [vacancy, setVacancy] = useState('');
  const { open } = useModals();
  const choose = (title: string) => {
    setVacancy(title);
    open('contact');
  };
  const subject = encodeURIComponent(vacancy);
  return (
    <ChooseVacancy value={choose}>
      {children}
      <ModalSlot
        name="contact"
        title={strings.applyTitle.replace('{title}', vacancy)}
        closeLabel={strings.close}
        size="sm"
      >
        <p className={styles.howTo}>{strings.howToApply}</p>
        <ul className={styles.contacts}>
          {contact.email ? (
            <li>
              <MailIcon size={22} />
              <span className="visually-hidden">{strings.email}: </span>
              <a href={`mailto:${contact.email}?subject=${subject}`}>{contact.email}</a>
            </li>
          ) : null}
          {contact.phone ? (
            <li>
              <PhoneIcon size={22} />
              <span className="visually-hidden">{strings.phone}: </span>
              <a href={contact.phoneHref}>{contact.phone}</a>
            </li>
          ) : null}
        </ul>
      </ModalSlot>
    </ChooseVacancy>
  );
}

/** Opens the contact modal for one vacancy. */
export function ApplyButton({ title, label }: { title: string; label: string }) {
  const choose = useContext(ChooseVacancy);
  return (
    <button type="button" className="btn btn--accent" onClick={() => choose(title)}>
      {label}
    </button>
  );
}
