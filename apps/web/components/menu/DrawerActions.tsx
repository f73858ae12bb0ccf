'use client';

import type { Locale } from '@vitrina/locale';
import { useRouter } from 'next/navigation';
import { callModalForViewport } from '@/components/layout/call-modal';
import type { LanguageChoice } from '@/components/layout/LanguageSelect';
import { pageInLanguage, rememberLanguage } from '@/components/layout/switch-language';
import { useModals } from '@/components/modals/ModalProvider';
import { PhoneIcon } from '@/components/ui/icons';
import { LinkList, type ListedLink } from '@/components/ui/LinkList';
import styles from './MenuDrawer.module.css';
import { useMenu } from './MenuState';

// What the drawer shows under the categories, drawn in the browser when it opens: the header's links, the
// language links (this page in the other language) and the call-back button, which closes the drawer first.

export function DrawerLinks({ links }: { links: ListedLink[] }) {
  return <LinkList links={links} />;
}

interface DrawerLanguagesProps {
  locale: Locale;
  label: string;
  languages: LanguageChoice[];
}

export function DrawerLanguages({ locale, label, languages }: DrawerLanguagesProps) {
  const { closeDrawer } = useMenu();
  const router = useRouter();
  return (
    <fieldset className={styles.languages}>
      <legend>{label}</legend>
      {languages.map((language) => (
        <a
          key={language.code}
          href={pageInLanguage(language.code)}
          hrefLang={language.code}
          lang={language.code}
          aria-current={language.code === locale ? 'true' : undefined}
          className={styles.language}
          onClick={(event) => {
            event.preventDefault();
            closeDrawer();
            router.push(rememberLanguage(language.code));
          }}
        >
          {/* biome-ignore lint/performance/noImgElement: tiny flag served by the API */}
          <img src={language.flag} alt="" width={20} height={14} />
          {language.title}
        </a>
      ))}
    </fieldset>
  );
}

export function DrawerCallButton({ label }: { label: string }) {
  const { closeDrawer } = useMenu();
  const modals = useModals();
  return (
    <button
      type="button"
      className={`btn btn--accent ${styles.callback}`}
      onClick={() => {
        closeDrawer();
        modals.open(callModalForViewport());
      }}
    >
      <PhoneIcon size={20} />
      {label}
    </button>
  );
}
