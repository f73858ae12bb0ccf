import { defineMessages, type Locale } from '@vitrina/locale';

/** What the back office's API answers in words, in the staff member's language (Accept-Language). */
export const adminMessages = defineMessages({
  ro: {
    signInFailed: 'E-mailul sau parola nu sunt corecte.',
    tooManyAttempts: 'Prea multe încercări. Încercați din nou peste {seconds} s.',
    notSignedIn: 'Autentificați-vă în biroul administrativ.',
    forbidden: 'Rolul dumneavoastră nu permite această acțiune.',
    crossSite: 'Cererea nu vine din biroul administrativ.',
    versionConflict:
      'Înregistrarea a fost modificată între timp de altcineva. Reîncărcați pagina și încercați din nou.',
    illegalTransition: 'O comandă în starea „{from}” nu poate trece în „{to}”.',
    measurementRequired: 'Indicați data și ora măsurării.',
    reasonRequired: 'Indicați motivul anulării.',
    staffExists: 'Există deja un membru al echipei cu acest e-mail.',
    notYourself: 'Nu vă puteți dezactiva sau retrograda propriul cont.',
    unknownStaff: 'Membrul echipei nu există sau este dezactivat.',
    noCv: 'Această cerere nu are CV.',
    orderCsv: {
      number: 'Număr',
      date: 'Data',
      customer: 'Client',
      phone: 'Telefon',
      email: 'E-mail',
      city: 'Oraș',
      method: 'Metoda de plată',
      payment: 'Plata',
      stage: 'Etapa',
      total: 'Total, €',
    },
    subscriberCsv: {
      email: 'E-mail',
      locale: 'Limba',
      subscribed: 'Abonat la',
      unsubscribed: 'Dezabonat la',
    },
    paymentStates: { paid: 'achitată', unpaid: 'neachitată', failed: 'eșuată', refunded: 'rambursată' },
    notRetryable: 'Mesajul a fost deja trimis.',
  },
  ru: {
    signInFailed: 'Неверный e-mail или пароль.',
    tooManyAttempts: 'Слишком много попыток. Повторите через {seconds} с.',
    notSignedIn: 'Войдите в административную панель.',
    forbidden: 'Ваша роль не позволяет это действие.',
    crossSite: 'Запрос пришёл не из административной панели.',
    versionConflict: 'Запись тем временем изменил кто-то другой. Обновите страницу и повторите.',
    illegalTransition: 'Заказ в статусе «{from}» нельзя перевести в «{to}».',
    measurementRequired: 'Укажите дату и время замера.',
    reasonRequired: 'Укажите причину отмены.',
    staffExists: 'Сотрудник с таким e-mail уже есть.',
    notYourself: 'Нельзя отключить свою учётную запись или понизить свою роль.',
    unknownStaff: 'Сотрудник не существует или отключён.',
    noCv: 'У этой заявки нет резюме.',
    orderCsv: {
      number: 'Номер',
      date: 'Дата',
      customer: 'Клиент',
      phone: 'Телефон',
      email: 'E-mail',
      city: 'Город',
      method: 'Способ оплаты',
      payment: 'Оплата',
      stage: 'Этап',
      total: 'Итого, €',
    },
    subscriberCsv: { email: 'E-mail', locale: 'Язык', subscribed: 'Подписан', unsubscribed: 'Отписан' },
    paymentStates: { paid: 'оплачен', unpaid: 'не оплачен', failed: 'ошибка', refunded: 'возвращён' },
    notRetryable: 'Сообщение уже отправлено.',
  },
});

export type AdminMessages = (typeof adminMessages)[Locale];
export const adminTexts = (locale: Locale): AdminMessages => adminMessages[locale];
