import type { Branch } from '@/lib/api';

/**
 * schema.org data of a branch page: a LocalBusiness with its address, phones, geo point and opening hours
 * (every day, docs/product.md §1), so search engines can show the branch with its hours.
 */
export function branchJsonLd(branch: Branch, url: string, organization: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': branch.kind === 'factory' ? 'Organization' : 'LocalBusiness',
    name: branch.title,
    url,
    ...(branch.image ? { image: new URL(branch.image.file, url).toString() } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address,
      addressLocality: branch.city,
      addressCountry: 'MD',
    },
    telephone: branch.phones.map((phone) => phone.value),
    ...(branch.email ? { email: branch.email } : {}),
    geo: { '@type': 'GeoCoordinates', latitude: branch.map.lat, longitude: branch.map.lng },
    ...(branch.kind === 'factory'
      ? {}
      : {
          openingHoursSpecification: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
            opens: branch.working_hours.from,
            closes: branch.working_hours.to,
          },
        }),
    parentOrganization: { '@type': 'Organization', name: organization },
  };
}
