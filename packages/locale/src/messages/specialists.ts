import { defineMessages } from './define';

/**
 * The specialist finder (docs/product.md §2 Modals find_spec, find_spec_choose, specialist; Specialist finder): the city
 * choice, the list and a specialist's details. The star rating's spoken text is common.rating.
 */
export const specialists = defineMessages({
  ro: {
    open: 'Găsește un specialist',
    loading: 'Se încarcă…',
    failed: 'Datele nu au putut fi încărcate. Verificați conexiunea și încercați din nou.',
    retry: 'Încearcă din nou',
    notFound: 'Specialistul nu a fost găsit.',
    city: {
      title: 'Găsește un specialist',
      text: 'Alegeți orașul în care aveți nevoie de montaj, iar noi vă arătăm instalatorii verificați de acolo.',
      label: 'Orașul',
      submit: 'Arată specialiștii',
    },
    list: {
      title: 'Alegeți un specialist',
      city: 'Orașul: {city}',
      changeCity: 'Schimbă orașul',
      empty: 'În acest oraș încă nu avem specialiști. Alegeți un oraș din apropiere.',
      priceFrom: 'de la {price}',
    },
    details: {
      title: 'Specialist',
      back: 'Înapoi la listă',
      contacts: 'Contacte',
      email: 'E-mail',
      checks: 'Verificat de noi',
      prices: 'Prețuri pentru lucrări',
      properties: 'Despre specialist',
    },
  },
  ru: {
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
  },
});
