import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import { CookieNoticeBanner } from './CookieNoticeBanner';

/** The cookie notice with its texts in the page's language (only these strings reach the browser). */
export function CookieNotice({ locale }: { locale: Locale }) {
  const { cookie: t } = getMessages(locale);
  return (
    <CookieNoticeBanner
      strings={{ label: t.label, text: t.text, policy: t.policy, accept: t.accept }}
      policyHref={localizedPath(locale, 'policy')}
    />
  );
}
