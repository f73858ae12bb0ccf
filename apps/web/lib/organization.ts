import type { SiteContacts } from './api/types';

// schema.org Organization of the company (docs/product.md §1: since 2011, open 8:30–19:30 with no days off), built
// from the API's site contacts so the search engines read the same phone, hours and address as visitors.

export interface OrganizationFacts {
  name: string;
  /** The home page's absolute URL in the page's language. */
  url: string;
  /** Absolute URL of the logo. */
  logo: string;
  site: SiteContacts;
}

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const foundingYear = '2011';

export function organizationJsonLd({ name, url, logo, site }: OrganizationFacts): Record<string, unknown> {
  const hours = site.working_hours;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    logo,
    foundingDate: foundingYear,
    ...(site.phone_href ? { telephone: site.phone_href.replace(/^tel:/, '') } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.address
      ? { address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'MD' } }
      : {}),
    ...(hours.from && hours.to
      ? {
          openingHoursSpecification: [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: everyDay,
              opens: hours.from,
              closes: hours.to,
            },
          ],
        }
      : {}),
    sameAs: site.socials.map((social) => social.href),
  };
}
