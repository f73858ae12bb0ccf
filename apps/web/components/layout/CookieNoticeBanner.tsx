'use client';

import { useEffect, useState } from 'react';
import { consentCookie, hasCookieConsent } from './browser-cookies';
import styles from './CookieNotice.module.css';

interface CookieNoticeBannerProps {
  strings: { label: string; text: string; policy: string; accept: string };
  policyHref: string;
}

/** Shows until the cookie_consent cookie exists; Accept sets it for 30 days. */
export function CookieNoticeBanner({ strings, policyHref }: CookieNoticeBannerProps) {
  // Hidden on the server and until the browser's cookies have been read: no flash for those who accepted.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(!hasCookieConsent(document.cookie));
  }, []);

  if (!visible) return null;

  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox; the value is built by serializeCookie
    document.cookie = consentCookie(window.location.protocol === 'https:');
    setVisible(false);
  };

  return (
    <section className={styles.notice} aria-label={strings.label}>
      <p className={styles.text}>
        {strings.text}{' '}
        <a href={policyHref} data-routed="">
          {strings.policy}
        </a>
      </p>
      <button type="button" className={`btn btn--primary ${styles.accept}`} onClick={accept}>
        {strings.accept}
      </button>
    </section>
  );
}
