import { defineMessages } from '@vitrina/locale';

/** The sandbox bank's hosted page and the callback's error details, in each storefront language. */
export const paymentMessages = defineMessages({
  ro: {
    page: {
      title: 'Plată de test — Vitrina',
      heading: 'Plata comenzii',
      notice: 'Aceasta este o bancă de test: nu se retrage niciun ban de pe card.',
      description: 'Plata pentru',
      amount: 'Suma de plată',
      pay: 'Plătește {amount}',
      decline: 'Refuză plata',
      paid: 'Plata a fost efectuată.',
      failed: 'Plata a fost refuzată.',
      refunded: 'Plata a fost returnată.',
      continue: 'Înapoi în magazin',
      notFoundTitle: 'Plata nu a fost găsită — Vitrina',
      notFoundHeading: 'Plata nu a fost găsită',
      notFound: 'Nu există o plată cu acest identificator.',
    },
    payAgain: {
      closedTitle: 'Comanda nu mai poate fi achitată — Vitrina',
      closed:
        'Această comandă nu mai așteaptă plata (a fost anulată sau returnată). Sunați-ne dacă aveți întrebări.',
      missingTitle: 'Link de plată invalid — Vitrina',
      missing: 'Acest link de plată nu este valabil. Folosiți linkul din e-mailul primit de la noi.',
      bankUnavailableTitle: 'Banca nu răspunde — Vitrina',
      bankUnavailable: 'Banca nu a deschis pagina de plată. Încercați din nou peste câteva minute.',
      home: 'Pe pagina principală',
      paid: 'Comanda este deja achitată. Vă mulțumim!',
    },
    callback: {
      badSignature: 'Semnătura notificării de plată lipsește sau este greșită.',
      bankUnavailable: 'Banca nu a confirmat plata. Repetați notificarea mai târziu.',
    },
  },
  ru: {
    page: {
      title: 'Тестовая оплата — Vitrina',
      heading: 'Оплата заказа',
      notice: 'Это тестовый банк: деньги с карты не списываются.',
      description: 'Назначение платежа',
      amount: 'Сумма к оплате',
      pay: 'Оплатить {amount}',
      decline: 'Отказаться от оплаты',
      paid: 'Оплата прошла.',
      failed: 'Оплата отклонена.',
      refunded: 'Оплата возвращена.',
      continue: 'Вернуться в магазин',
      notFoundTitle: 'Оплата не найдена — Vitrina',
      notFoundHeading: 'Оплата не найдена',
      notFound: 'Оплаты с таким идентификатором нет.',
    },
    payAgain: {
      closedTitle: 'Заказ больше нельзя оплатить — Vitrina',
      closed:
        'Этот заказ больше не ожидает оплаты (он отменён или возвращён). Позвоните нам, если есть вопросы.',
      missingTitle: 'Неверная ссылка на оплату — Vitrina',
      missing: 'Эта ссылка на оплату недействительна. Воспользуйтесь ссылкой из нашего письма.',
      bankUnavailableTitle: 'Банк не отвечает — Vitrina',
      bankUnavailable: 'Банк не открыл страницу оплаты. Попробуйте ещё раз через несколько минут.',
      home: 'На главную',
      paid: 'Заказ уже оплачен. Спасибо!',
    },
    callback: {
      badSignature: 'Подпись уведомления об оплате отсутствует или неверна.',
      bankUnavailable: 'Банк не подтвердил оплату. Повторите уведомление позже.',
    },
  },
});
