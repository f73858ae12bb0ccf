'use client';

import { type Locale, withLocale } from '@vitrina/locale';
import { useRouter } from 'next/navigation';
import { Select } from '@/components/ui/Select';
import styles from './LanguageSelect.module.css';
import { rememberLanguage } from './switch-language';

export interface LanguageChoice {
  code: Locale;
  title: string;
  flag: string;
}

interface LanguageSelectProps {
  locale: Locale;
  label: string;
  languages: LanguageChoice[];
}

/** The header's language dropdown: choosing a language opens the same page in it and remembers it. */
export function LanguageSelect({ locale, label, languages }: LanguageSelectProps) {
  const router = useRouter();
  return (
    <>
      <Select<Locale>
        label={label}
        hideLabel
        tone="light"
        className={styles.select}
        value={locale}
        options={languages.map((language) => ({ value: language.code, label: language.title }))}
        renderValue={(option) => <span className={styles.code}>{option.value.toUpperCase()}</span>}
        onChange={(code) => router.push(rememberLanguage(code))}
      />
      {/* Without scripts choosing does nothing: plain links to each language's home page instead (the page's
          own address in the other language is worked out in the browser, docs/adr/0055). */}
      <noscript>
        <style>{`.${styles.select}{display:none}`}</style>
        <nav aria-label={label} className={styles.fallback}>
          {languages.map((language) => (
            <a
              key={language.code}
              href={withLocale(language.code, '/')}
              hrefLang={language.code}
              lang={language.code}
              aria-current={language.code === locale ? 'true' : undefined}
            >
              <span aria-hidden="true">{language.code.toUpperCase()}</span>
              <span className="visually-hidden">{language.title}</span>
            </a>
          ))}
        </nav>
      </noscript>
    </>
  );
}
