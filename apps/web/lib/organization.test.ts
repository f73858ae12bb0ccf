import { describe, expect, it } from 'vitest';
import { emptySiteContacts } from './api/defaults';
import { organizationJsonLd } from './organization';

const site = {
  phone: '+373 22 840 840',
  phone_href: 'tel:+37322840840',
  email: 'info@vitrina.md',
  address: 'str. Uzinelor 19, Chișinău',
  working_hours: { from: '08:30', to: '19:30' },
  socials: [{ name: 'facebook' as const, href: 'https://www.facebook.com/vitrina.md' }],
};

describe('Organization JSON-LD', () => {
  it('carries the contacts, the founding year and the socials', () => {
    const data = organizationJsonLd({
      name: 'Vitrina',
      url: 'https://vitrina.md/',
      logo: 'https://vitrina.md/icon.svg',
      site,
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Vitrina',
      url: 'https://vitrina.md/',
      logo: 'https://vitrina.md/icon.svg',
      telephone: '+37322840840',
      email: 'info@vitrina.md',
      foundingDate: '2011',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'str. Uzinelor 19, Chișinău',
        addressCountry: 'MD',
      },
      sameAs: ['https://www.facebook.com/vitrina.md'],
    });
  });

  it('is open every day of the week with the hours from the API', () => {
    const data = organizationJsonLd({ name: 'V', url: 'u', logo: 'l', site });
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:30',
        closes: '19:30',
      },
    ]);
  });

  it('leaves out what the API did not send instead of publishing empty values', () => {
    const data = organizationJsonLd({ name: 'V', url: 'u', logo: 'l', site: emptySiteContacts });
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('address');
    expect(data.sameAs).toEqual([]);
  });
});
