import type { MessageShape } from '../define';
import type { ro } from './ro';

/** The offers texts in Russian: exactly the keys of ./ro.ts (a missing or extra key fails to compile). */
export const ru: MessageShape<typeof ro> = {
  download: 'Скачать предложение (PDF)',
  preparing: 'Готовим предложение…',
  emailMe: 'Отправить предложение на e-mail',
  made: 'Предложение № {number} готово.',
  open: 'Открыть предложение',
  failed: 'Не удалось подготовить предложение. Попробуйте ещё раз.',
  dialog: {
    title: 'Предложение на e-mail',
    text: 'Отправим предложение в PDF, с чертежами и ценами, действительное 14 дней.',
    email: 'Адрес электронной почты',
    send: 'Отправить',
    sending: 'Отправляем…',
    cancel: 'Отмена',
    sent: 'Предложение № {number} отправлено на {email}.',
    close: 'Закрыть',
  },
  page: {
    title: 'Предложение № {number}',
    description: 'Коммерческое предложение № {number} от Vitrina.',
    date: 'От {date}',
    // The date ends with its own full stop ("11 декабря 2026 г.").
    validUntil: 'Цены действительны до {date}',
    expired:
      'Срок предложения истёк {date}: сегодняшние цены могут отличаться. Откройте конфигурацию, чтобы рассчитать её заново.',
    items: 'Изделия в предложении',
    quantity: 'Количество',
    unitPrice: 'Цена за единицу',
    total: 'Итого',
    openInConfigurator: 'Открыть в калькуляторе',
    totals: 'Стоимость',
    common: 'Изделия',
    quantityDiscount: 'Скидка за количество',
    coupon: 'Промокод',
    delivery: 'Доставка',
    deliveryFree: 'бесплатно',
    grandTotal: 'Итого к оплате',
    vat: 'в том числе НДС 20 %: {amount}',
    notFound: 'Предложения с таким номером нет.',
  },
};
