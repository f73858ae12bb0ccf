import { defineMessages } from './define';

/** Shared modal chrome and the header's modals (order call, mobile call popup). */
export const modals = defineMessages({
  ro: {
    close: 'Închide',
    ok: 'Bine',
    orderCallTitle: 'Comandă un apel',
    mobileCallTitle: 'Sunați-ne',
    mobileCallText: 'Apăsați pe număr pentru a suna.',
  },
  ru: {
    close: 'Закрыть',
    ok: 'Хорошо',
    orderCallTitle: 'Заказать звонок',
    mobileCallTitle: 'Позвоните нам',
    mobileCallText: 'Нажмите на номер, чтобы позвонить.',
  },
});
