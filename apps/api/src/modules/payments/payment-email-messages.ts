import { defineMessages } from '@vitrina/locale';

/** The e-mails a card payment sends the customer, in the language they ordered in (issue 20). */
export const paymentEmailMessages = defineMessages({
  ro: {
    received: {
      subject: 'Plata comenzii nr. {number} a fost primită — Vitrina',
      body: 'Am primit plata cu cardul de {amount} pentru comanda nr. {number}. Vă mulțumim!',
      next: 'Comanda intră în lucru; un manager vă va suna pentru a stabili ziua măsurării și a livrării.',
    },
    declined: {
      subject: 'Plata comenzii nr. {number} nu a reușit — Vitrina',
      body: 'Banca nu a confirmat plata cu cardul de {amount} pentru comanda nr. {number}. Comanda este păstrată.',
      again: 'Puteți încerca din nou, cu același card sau cu altul:',
      button: 'Achită din nou',
      other: 'Dacă preferați altă modalitate de plată, răspundeți la acest e-mail.',
    },
  },
  ru: {
    received: {
      subject: 'Оплата заказа № {number} получена — Vitrina',
      body: 'Мы получили оплату картой {amount} за заказ № {number}. Спасибо!',
      next: 'Заказ уходит в работу; менеджер позвонит вам, чтобы согласовать день замера и доставки.',
    },
    declined: {
      subject: 'Оплата заказа № {number} не прошла — Vitrina',
      body: 'Банк не подтвердил оплату картой {amount} за заказ № {number}. Заказ сохранён.',
      again: 'Вы можете попробовать ещё раз, той же картой или другой:',
      button: 'Оплатить снова',
      other: 'Если удобнее оплатить иначе, просто ответьте на это письмо.',
    },
  },
});
