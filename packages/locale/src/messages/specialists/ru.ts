import type { MessageShape } from '../define';
import type { ro } from './ro';

/** The specialists texts in Russian: exactly the keys of ./ro.ts (a missing or extra key fails to compile). */
export const ru: MessageShape<typeof ro> = {
  open: 'Найти специалиста',
  loading: 'Загрузка…',
  failed: 'Не удалось загрузить данные. Проверьте соединение и попробуйте ещё раз.',
  retry: 'Попробовать ещё раз',
  notFound: 'Специалист не найден.',
  city: {
    title: 'Найти специалиста',
    text: 'Выберите город, где нужен монтаж, и мы покажем проверенных мастеров оттуда.',
    label: 'Город',
    submit: 'Показать специалистов',
  },
  list: {
    title: 'Выберите специалиста',
    city: 'Город: {city}',
    changeCity: 'Изменить город',
    empty: 'В этом городе пока нет специалистов. Выберите ближайший город.',
    priceFrom: 'от {price}',
  },
  details: {
    title: 'Специалист',
    back: 'Назад к списку',
    contacts: 'Контакты',
    email: 'E-mail',
    checks: 'Проверено нами',
    prices: 'Цены на работы',
    properties: 'О специалисте',
  },
};
