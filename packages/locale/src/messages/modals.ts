import { defineMessages } from './define';

/** Shared modal chrome and the header's modals (order call, mobile call popup). */
export const modals = defineMessages({
  ro: {
    close: 'Închide',
    orderCallTitle: 'Comandă un apel',
    orderCallText:
      'Formularul pentru apel invers va apărea în curând. Până atunci, sunați-ne — consultanții noștri vă răspund imediat.',
    mobileCallTitle: 'Sunați-ne',
    mobileCallText: 'Apăsați pe număr pentru a suna.',
  },
  ru: {
    close: 'Закрыть',
    orderCallTitle: 'Заказать звонок',
    orderCallText:
      'Форма обратного звонка скоро появится. А пока позвоните нам — консультанты ответят сразу.',
    mobileCallTitle: 'Позвоните нам',
    mobileCallText: 'Нажмите на номер, чтобы позвонить.',
  },
});
