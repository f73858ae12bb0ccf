import { defineMessages } from './define';

/** The calculators: their list, the configurator, its price panel and forms. */
export const configurator = defineMessages({
  ro: {
    /** Answers of the storefront's route handlers (app/api/calculator) when a request never reaches the API. */
    requests: {
      tooLarge: 'Cererea este prea mare.',
      invalidBody: 'Cererea nu este un JSON valid.',
      invalidField: 'Valoare nevalidă.',
      apiDown: 'Serviciul de calcul nu răspunde. Încercați din nou peste un minut.',
    },
    list: {
      from: 'de la {price}',
      open: 'Calculează prețul',
      calculators: 'Calculatoare',
    },
    form: {
      heading: 'Configurați produsul',
      sizes: 'Dimensiuni',
      sizeUnit: '{label}, mm',
      limits: 'de la {min} la {max} mm',
      openings: 'Tipul de deschidere',
      sash: 'Canatul {number}',
      additionals: 'Opțiuni suplimentare',
      drawing: 'Desenul configurației',
      problems: 'Configurația nu poate fi calculată:',
    },
    price: {
      heading: 'Prețul',
      breakdown: 'Detalierea prețului',
      unitPrice: 'Preț pe bucată',
      quantity: 'Cantitate',
      quantityHint: 'de la 1 la 999 buc.',
      quantityDiscount: 'Reducere pentru cantitate',
      total: 'Total',
      totalAnnounced: 'Total: {total}',
      vat: 'TVA inclus (20 %): {amount}',
      delivery: 'Termen de livrare: 2–5 săptămâni',
      onRequest: 'Preț la cerere',
      unavailable: 'Prețul nu poate fi calculat',
      addToCart: 'Adaugă în coș',
      adding: 'Se adaugă…',
      orderCall: 'Comandă un apel',
    },
    about: {
      description: 'Despre produs',
      documents: 'Documente',
      items: 'Avantaje',
    },
    orderCall: {
      title: 'Comandă un apel',
      text: 'Lăsați numele și telefonul: un consultant vă sună despre configurația calculată.',
      name: 'Numele',
      phone: 'Telefon',
      submit: 'Trimite',
      sending: 'Se trimite…',
      nameRequired: 'Acest câmp este obligatoriu',
    },
    /** A price list's draft shown through a back-office link (issue 18): seen by staff, never orderable. */
    preview: {
      banner: 'Previzualizare: prețuri nepublicate — nu se pot comanda',
      expired:
        'Linkul de previzualizare nu mai este valid (a expirat sau ciorna s-a schimbat): vedeți prețurile publicate.',
    },
    success: {
      title: 'Mulțumim!',
      text: 'Cererea a fost primită. Un consultant vă va suna în curând.',
    },
  },
  ru: {
    requests: {
      tooLarge: 'Запрос слишком большой.',
      invalidBody: 'Запрос не является корректным JSON.',
      invalidField: 'Недопустимое значение.',
      apiDown: 'Сервис расчёта не отвечает. Попробуйте ещё раз через минуту.',
    },
    list: {
      from: 'от {price}',
      open: 'Рассчитать цену',
      calculators: 'Калькуляторы',
    },
    form: {
      heading: 'Настройте изделие',
      sizes: 'Размеры',
      sizeUnit: '{label}, мм',
      limits: 'от {min} до {max} мм',
      openings: 'Тип открывания',
      sash: 'Створка {number}',
      additionals: 'Дополнительные опции',
      drawing: 'Чертёж конфигурации',
      problems: 'Конфигурацию нельзя рассчитать:',
    },
    price: {
      heading: 'Цена',
      breakdown: 'Из чего складывается цена',
      unitPrice: 'Цена за штуку',
      quantity: 'Количество',
      quantityHint: 'от 1 до 999 шт.',
      quantityDiscount: 'Скидка за количество',
      total: 'Итого',
      totalAnnounced: 'Итого: {total}',
      vat: 'НДС включён (20 %): {amount}',
      delivery: 'Срок изготовления: 2–5 недель',
      onRequest: 'Цена по запросу',
      unavailable: 'Цену нельзя рассчитать',
      addToCart: 'В корзину',
      adding: 'Добавляем…',
      orderCall: 'Заказать звонок',
    },
    about: {
      description: 'О продукте',
      documents: 'Документы',
      items: 'Преимущества',
    },
    orderCall: {
      title: 'Заказать звонок',
      text: 'Оставьте имя и телефон: консультант перезвонит по рассчитанной конфигурации.',
      name: 'Имя',
      phone: 'Телефон',
      submit: 'Отправить',
      sending: 'Отправляем…',
      nameRequired: 'Это поле обязательное',
    },
    preview: {
      banner: 'Предпросмотр: неопубликованные цены — заказать нельзя',
      expired:
        'Ссылка на предпросмотр больше не действует (истёк срок или черновик изменился): показаны опубликованные цены.',
    },
    success: {
      title: 'Спасибо!',
      text: 'Заявка принята. Консультант скоро вам позвонит.',
    },
  },
});
