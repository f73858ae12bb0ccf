/** The specialists texts in Romanian; ./ru.ts must have the same keys (../specialists.ts joins them). */
export const ro = {
  open: 'Găsește un specialist',
  loading: 'Se încarcă…',
  failed: 'Datele nu au putut fi încărcate. Verificați conexiunea și încercați din nou.',
  retry: 'Încearcă din nou',
  notFound: 'Specialistul nu a fost găsit.',
  city: {
    title: 'Găsește un specialist',
    text: 'Alegeți orașul în care aveți nevoie de montaj, iar noi vă arătăm instalatorii verificați de acolo.',
    label: 'Orașul',
    submit: 'Arată specialiștii',
  },
  list: {
    title: 'Alegeți un specialist',
    city: 'Orașul: {city}',
    changeCity: 'Schimbă orașul',
    empty: 'În acest oraș încă nu avem specialiști. Alegeți un oraș din apropiere.',
    priceFrom: 'de la {price}',
  },
  details: {
    title: 'Specialist',
    back: 'Înapoi la listă',
    contacts: 'Contacte',
    email: 'E-mail',
    checks: 'Verificat de noi',
    prices: 'Prețuri pentru lucrări',
    properties: 'Despre specialist',
  },
} as const;
