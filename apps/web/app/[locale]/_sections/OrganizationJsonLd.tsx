import { getMessages, type Locale, localizedPath } from '@vitrina/locale';
import type { SiteContacts } from '@/lib/api/types';
import { config } from '@/lib/config';
import { JsonLd } from '@/lib/json-ld';
import { organizationJsonLd } from '@/lib/organization';

/** The company as schema.org Organization on the home page, with absolute URLs of this deployment. */
export function OrganizationJsonLd({ locale, site }: { locale: Locale; site: SiteContacts }) {
  const origin = config.publicOrigin;
  return (
    <JsonLd
      data={organizationJsonLd({
        name: getMessages(locale).common.siteName,
        url: origin + localizedPath(locale, 'home'),
        logo: `${origin}/icon.svg`,
        site,
      })}
    />
  );
}
