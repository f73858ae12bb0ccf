/** The common texts in Romanian; ./ru.ts must have the same keys (../common.ts joins them). */
export const ro = {
  siteName: 'Vitrina',
  workingHours: 'Zilnic, {from}–{to}, fără zile libere',
  /** A review's stars as a screen reader says them; {rating} in half steps. */
  rating: 'Nota {rating} din 5',
  languages: { label: 'Limba', ro: 'Română', ru: 'Русский' },
  nav: {
    home: 'Acasă',
    menu: 'Meniu',
  },
  actions: {
    showAll: 'Arată tot',
    hide: 'Ascunde',
    more: 'Mai mult',
    orderCall: 'Comandă un apel',
    send: 'Trimite',
  },
  status: {
    offline: 'Nu există conexiune la internet',
    online: 'Conexiunea a fost restabilită',
  },
} as const;
