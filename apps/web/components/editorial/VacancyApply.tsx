'use client';

import type { Locale } from '@vitrina/locale';
import { format } from '@vitrina/locale/messages/define';
import { createContext, type ReactNode, Suspense, useContext, useState } from 'react';
import { loadFeedbackSetup } from '@/components/feedback/feedback-texts';
import { useModals } from '@/components/modals/ModalProvider';
import { ModalSlot } from '@/components/modals/ModalSlot';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { lazyWithTexts } from '@/lib/per-language';
import styles from './Vacancies.module.css';

// The application form, its rules and texts load when the modal opens.
const VacancyApplicationForm = lazyWithTexts(
  () =>
    import('@/components/feedback/VacancyApplicationForm').then((module) => module.VacancyApplicationForm),
  loadFeedbackSetup,
);

export interface VacancyApplyStrings {
  apply: string;
  /** 'Aplicare: {title}' */
  applyTitle: string;
  /** The line before the e-mail and phone, the other ways to apply. */
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

interface ChosenVacancy {
  id: number;
  title: string;
}

const ChooseVacancy = createContext<(vacancy: ChosenVacancy) => void>(() => {});

/**
 * The vacancies' 'Apply' buttons and the one 'contact' modal they open (docs/product.md §2 Modals), titled with the
 * vacancy chosen: the application form (docs/product.md §4 Vacancy application), then the e-mail and phone for those
 * who would rather write or call.
 */
export function VacancyApplication({
  locale,
  contact,
  strings,
  children,
}: {
  locale: Locale;
  contact: ContactDetails;
  strings: VacancyApplyStrings;
  children: ReactNode;
}) {
  const [vacancy, setVacancy] = useState<ChosenVacancy>({ id: 0, title: '' });
  const { open, close } = useModals();
  const choose = (chosen: ChosenVacancy) => {
    setVacancy(chosen);
    open('contact');
  };
  const subject = encodeURIComponent(vacancy.title);
  return (
    <ChooseVacancy value={choose}>
      {children}
      <ModalSlot
        name="contact"
        title={format(strings.applyTitle, { title: vacancy.title })}
        closeLabel={strings.close}
        size="sm"
      >
        <Suspense fallback={null}>
          <VacancyApplicationForm
            key={vacancy.id}
            locale={locale}
            vacancyId={vacancy.id}
            onDone={() => close('contact')}
          />
        </Suspense>
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

/** Opens the application modal for one vacancy. */
export function ApplyButton({ id, title, label }: { id: number; title: string; label: string }) {
  const choose = useContext(ChooseVacancy);
  return (
    <button type="button" className="btn btn--accent" onClick={() => choose({ id, title })}>
      {label}
    </button>
  );
}
