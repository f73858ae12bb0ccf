import { defineMessages } from '@vitrina/locale';

/**
 * The texts of an offer's PDF and of the e-mail that carries it, in the visitor's language. Its headings and
 * total labels are the offer page's (packages/locale `offers.page`): one text per language for both.
 */
export const offerMessages = defineMessages({
  ro: {
    title: 'Ofertă de preț',
    number: 'Oferta nr. {number}',
    date: 'Data: {date}',
    validUntil: 'Valabilă până la {date} (14 zile). După această dată prețurile se pot schimba.',
    expired: 'Termenul ofertei a expirat la {date}: prețurile trebuie calculate din nou.',
    quantity: 'Cantitate: {quantity}',
    unitPrice: 'Preț unitar: {price}',
    quantityDiscount: 'Reducere pentru cantitate: {amount}',
    lineTotal: 'Total: {amount}',
    totals: {
      net: 'Fără TVA',
      vat: 'TVA 20 %',
    },
    howToOrderTitle: 'Cum comandați',
    howToOrder: {
      step1: 'Deschideți oferta pe site: {link}',
      step2:
        'Adăugați produsele în coș și plasați comanda (cu cardul, numerar, prin factură sau la livrare).',
      step3: 'Sau sunați-ne la {phone} și spuneți numărul ofertei: managerul o deschide și vă ajută.',
      step4: 'Măsurarea la domiciliu este gratuită; prețul final se confirmă după măsurare.',
    },
    contacts: 'Telefon: {phone} · E-mail: {email} · {address}',
    page: 'Pagina {page} din {pages}',
    units: { piece: 'buc.', m2: 'm²', metre: 'm' },
    email: {
      subject: 'Oferta nr. {number} — Vitrina',
      greeting: 'Bună ziua!',
      intro:
        'Vă trimitem oferta nr. {number} din {date}, valabilă până la {validUntil}. O găsiți atașată (PDF).',
      total: 'Total de plată: {total}, TVA inclus.',
      reopen: 'Deschideți-o oricând pe site: {link}',
      questions: 'Aveți întrebări? Răspundeți la acest e-mail — mesajul ajunge direct la noi.',
      signature: 'Cu respect, echipa Vitrina',
    },
    fileName: 'oferta-{number}.pdf',
  },
  ru: {
    title: 'Коммерческое предложение',
    number: 'Предложение № {number}',
    date: 'Дата: {date}',
    validUntil: 'Действительно до {date} (14 дней). После этой даты цены могут измениться.',
    expired: 'Срок предложения истёк {date}: цены нужно рассчитать заново.',
    quantity: 'Количество: {quantity}',
    unitPrice: 'Цена за единицу: {price}',
    quantityDiscount: 'Скидка за количество: {amount}',
    lineTotal: 'Итого: {amount}',
    totals: {
      net: 'Без НДС',
      vat: 'НДС 20 %',
    },
    howToOrderTitle: 'Как заказать',
    howToOrder: {
      step1: 'Откройте предложение на сайте: {link}',
      step2: 'Добавьте изделия в корзину и оформите заказ (картой, наличными, по счёту или при доставке).',
      step3:
        'Или позвоните нам по номеру {phone} и назовите номер предложения: менеджер откроет его и поможет.',
      step4: 'Замер на дому бесплатный; окончательная цена подтверждается после замера.',
    },
    contacts: 'Телефон: {phone} · E-mail: {email} · {address}',
    page: 'Страница {page} из {pages}',
    units: { piece: 'шт.', m2: 'м²', metre: 'м' },
    email: {
      subject: 'Предложение № {number} — Vitrina',
      greeting: 'Здравствуйте!',
      intro:
        'Отправляем предложение № {number} от {date}, действительное до {validUntil}; оно во вложении (PDF).',
      total: 'Итого к оплате: {total}, с НДС.',
      reopen: 'Откройте его в любое время на сайте: {link}',
      questions: 'Есть вопросы? Ответьте на это письмо — оно придёт прямо к нам.',
      signature: 'С уважением, команда Vitrina',
    },
    fileName: 'predlozhenie-{number}.pdf',
  },
});
