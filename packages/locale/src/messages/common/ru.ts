import type { MessageShape } from '../define';
import type { ro } from './ro';

/** The common texts in Russian: exactly the keys of ./ro.ts (a missing or extra key fails to compile). */
export const ru: MessageShape<typeof ro> = {
  siteName: 'Vitrina',
  workingHours: 'Ежедневно с {from} до {to}, без выходных',
  rating: 'Оценка {rating} из 5',
  languages: { label: 'Язык', ro: 'Română', ru: 'Русский' },
  nav: {
    home: 'Главная',
    menu: 'Меню',
  },
  actions: {
    showAll: 'Показать все',
    hide: 'Скрыть',
    more: 'Подробнее',
    orderCall: 'Заказать звонок',
    send: 'Отправить',
  },
  status: {
    offline: 'Нет подключения к интернету',
    online: 'Подключение восстановлено',
  },
};
