import { defineMessages } from '@vitrina/locale';

/**
 * The e-mail a customer gets when the workshop moves their order to another stage, in the language they ordered
 * in. The greeting, the line about questions and the signature are the confirmation's (order-email-messages.ts).
 */
export const orderStageEmailMessages = defineMessages({
  ro: {
    stages: {
      new: {
        subject: 'Comanda nr. {number} a fost primită — Vitrina',
        body: 'Am primit comanda nr. {number}. Un manager vă va contacta în curând.',
      },
      confirmed: {
        subject: 'Comanda nr. {number} a fost confirmată — Vitrina',
        body: 'Am verificat comanda nr. {number} și o confirmăm. Vă anunțăm prin e-mail la fiecare pas următor.',
      },
      measurement_scheduled: {
        subject: 'Comanda nr. {number}: măsurarea este programată — Vitrina',
        body: 'Am programat vizita specialistului nostru care ia măsurile pentru comanda nr. {number}.',
      },
      in_production: {
        subject: 'Comanda nr. {number} este în producție — Vitrina',
        body: 'Comanda nr. {number} a intrat în producție. Vă scriem din nou când este gata.',
      },
      ready: {
        subject: 'Comanda nr. {number} este gata — Vitrina',
        body: 'Comanda nr. {number} este gata. Un manager vă va suna pentru a stabili livrarea și montajul.',
      },
      delivered: {
        subject: 'Comanda nr. {number} a fost livrată — Vitrina',
        body: 'Comanda nr. {number} a fost livrată și montată. Vă mulțumim că ne-ați ales!',
      },
      completed: {
        subject: 'Comanda nr. {number} este finalizată — Vitrina',
        body: 'Comanda nr. {number} este finalizată. Vă mulțumim pentru încredere!',
      },
      cancelled: {
        subject: 'Comanda nr. {number} a fost anulată — Vitrina',
        body: 'Comanda nr. {number} a fost anulată.',
      },
    },
    /** The visit's day and hour: '{date}' is the weekday and date, '{time}' the hour, both in Moldova's time. */
    visit: 'Data și ora vizitei: {date}, ora {time}',
    reschedule: 'Dacă momentul nu vă convine, răspundeți la acest e-mail sau sunați-ne și îl mutăm.',
    reason: 'Motivul: {reason}',
  },
  ru: {
    stages: {
      new: {
        subject: 'Заказ № {number} принят — Vitrina',
        body: 'Мы получили заказ № {number}. Менеджер скоро свяжется с вами.',
      },
      confirmed: {
        subject: 'Заказ № {number} подтверждён — Vitrina',
        body: 'Мы проверили заказ № {number} и подтверждаем его. О каждом следующем шаге мы сообщим по e-mail.',
      },
      measurement_scheduled: {
        subject: 'Заказ № {number}: назначен замер — Vitrina',
        body: 'Мы назначили замер по заказу № {number}: к вам приедет наш специалист.',
      },
      in_production: {
        subject: 'Заказ № {number} в производстве — Vitrina',
        body: 'Заказ № {number} передан в производство. Мы напишем, когда он будет готов.',
      },
      ready: {
        subject: 'Заказ № {number} готов — Vitrina',
        body: 'Заказ № {number} готов. Менеджер позвонит вам, чтобы согласовать доставку и монтаж.',
      },
      delivered: {
        subject: 'Заказ № {number} доставлен — Vitrina',
        body: 'Заказ № {number} доставлен и установлен. Спасибо, что выбрали нас!',
      },
      completed: {
        subject: 'Заказ № {number} выполнен — Vitrina',
        body: 'Заказ № {number} выполнен. Спасибо за доверие!',
      },
      cancelled: {
        subject: 'Заказ № {number} отменён — Vitrina',
        body: 'Заказ № {number} отменён.',
      },
    },
    visit: 'Дата и время замера: {date}, {time}',
    reschedule:
      'Если это время вам не подходит, ответьте на это письмо или позвоните нам, и мы его перенесём.',
    reason: 'Причина: {reason}',
  },
});
