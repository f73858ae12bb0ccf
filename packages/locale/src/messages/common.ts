import { defineMessages } from './define';

/**
 * Texts almost every page shows: brand, working hours ({from}/{to}: the API's site.working_hours), language
 * names, basic navigation.
 */
export const common = defineMessages({
  ro: {
    siteName: 'Vitrina',
    workingHours: 'Zilnic, {from}–{to}, fără zile libere',
    /** A review's stars as a screen reader says them; {rating} in half steps. */
    rating: 'Nota {rating} din 5',
    languages: { label: 'Limba', ro: 'Română', ru: 'Русский' },
    nav: {
      home: 'Acasă',
      menu: 'Meniu',
    },
    actions: {
      showAll: 'Arată tot',
      hide: 'Ascunde',
      more: 'Mai mult',
      orderCall: 'Comandă un apel',
      send: 'Trimite',
    },
    status: {
      offline: 'Nu există conexiune la internet',
      online: 'Conexiunea a fost restabilită',
    },
  },
  ru: {
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
  },
});
