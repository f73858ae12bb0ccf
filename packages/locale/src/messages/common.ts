import { defineMessages } from './define';

/** Texts almost every page shows: brand, working hours, language names, basic navigation. */
export const common = defineMessages({
  ro: {
    siteName: 'Vitrina',
    workingHours: 'Program: 8:30–19:30, fără zile libere',
    since: 'Din 2011',
    euCertified: 'Certificat în UE',
    languages: { label: 'Limba', ro: 'Română', ru: 'Русский' },
    nav: {
      home: 'Acasă',
      calculators: 'Calculatoare',
      back: 'Înapoi',
      close: 'Închide',
      menu: 'Meniu',
      search: 'Căutare',
      cart: 'Coș',
      account: 'Cont',
    },
    actions: {
      showAll: 'Arată tot',
      hide: 'Ascunde',
      more: 'Mai mult',
      retry: 'Încearcă din nou',
      orderCall: 'Comandă un apel',
      send: 'Trimite',
    },
    status: {
      loading: 'Se încarcă…',
      offline: 'Nu există conexiune la internet',
      online: 'Conexiunea a fost restabilită',
    },
  },
  ru: {
    siteName: 'Vitrina',
    workingHours: 'Режим работы: 8:30–19:30, без выходных',
    since: 'С 2011 года',
    euCertified: 'Сертифицировано в ЕС',
    languages: { label: 'Язык', ro: 'Română', ru: 'Русский' },
    nav: {
      home: 'Главная',
      calculators: 'Калькуляторы',
      back: 'Назад',
      close: 'Закрыть',
      menu: 'Меню',
      search: 'Поиск',
      cart: 'Корзина',
      account: 'Личный кабинет',
    },
    actions: {
      showAll: 'Показать все',
      hide: 'Скрыть',
      more: 'Подробнее',
      retry: 'Попробовать снова',
      orderCall: 'Заказать звонок',
      send: 'Отправить',
    },
    status: {
      loading: 'Загрузка…',
      offline: 'Нет подключения к интернету',
      online: 'Подключение восстановлено',
    },
  },
});
