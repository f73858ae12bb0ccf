/** The modals texts in Romanian; ./ru.ts must have the same keys (../modals.ts joins them). */
export const ro = {
  close: 'Închide',
  ok: 'Bine',
  orderCallTitle: 'Comandă un apel',
  mobileCallTitle: 'Sunați-ne',
  mobileCallText: 'Apăsați pe număr pentru a suna.',
} as const;
