import { defineMessages } from './define';

/** The storefront's frame: skip link, breadcrumbs, page headings, the 404 and error pages. */
export const shell = defineMessages({
  ro: {
    skipToContent: 'Salt la conținutul principal',
    breadcrumbs: 'Cale de navigare',
    home: {
      heading: 'Ferestre, uși, porți și sisteme de umbrire în Moldova',
      text: 'Producem și montăm din 2011. Calculați prețul online și comandați cu livrare în toată țara.',
    },
    pages: {
      about: 'Despre noi',
      contacts: 'Contacte',
      vacancies: 'Posturi vacante',
      promos: 'Promoții',
      works: 'Lucrările noastre',
      blog: 'Blog',
      calculators: 'Calculatoare de preț',
      cart: 'Coșul de cumpărături',
      dealers: 'Dealeri',
    },
    facts: {
      foundedValue: '2011',
      founded: 'anul fondării companiei',
      certifiedValue: 'UE',
      certified: 'certificate de calitate',
      heatValue: 'până la 94%',
      heat: 'din căldură rămâne în casă',
      hoursValue: '{from}–{to}',
      hours: 'în fiecare zi, fără zile libere',
    },
    calculatorsText:
      'Calculați prețul ferestrelor, ușilor, porților și sistemelor de umbrire. Termen de livrare: 2–5 săptămâni.',
    errors: {
      notFoundTitle: 'Se pare că te-ai pierdut.',
      notFoundHint:
        'Pagina căutată nu există. Folosiți linkurile din meniu, mergeți la pagina principală sau la calculatoare.',
      errorTitle: 'A apărut o eroare',
      errorHint: 'Încercați din nou peste câteva momente sau mergeți la pagina principală.',
      statusLabel: 'Cod de eroare',
      toHome: 'Pagina principală',
      toCalculators: 'Calculatoare',
      retry: 'Încearcă din nou',
    },
  },
  ru: {
    skipToContent: 'Перейти к основному содержанию',
    breadcrumbs: 'Навигационная цепочка',
    home: {
      heading: 'Окна, двери, ворота и солнцезащитные системы в Молдове',
      text: 'Производим и устанавливаем с 2011 года. Рассчитайте цену онлайн и закажите с доставкой по всей стране.',
    },
    pages: {
      about: 'О нас',
      contacts: 'Контакты',
      vacancies: 'Вакансии',
      promos: 'Акции',
      works: 'Наши работы',
      blog: 'Блог',
      calculators: 'Калькуляторы цен',
      cart: 'Корзина',
      dealers: 'Дилеры',
    },
    facts: {
      foundedValue: '2011',
      founded: 'год основания компании',
      certifiedValue: 'ЕС',
      certified: 'сертификаты качества',
      heatValue: 'до 94%',
      heat: 'тепла остаётся в доме',
      hoursValue: '{from}–{to}',
      hours: 'каждый день, без выходных',
    },
    calculatorsText:
      'Рассчитайте стоимость окон, дверей, ворот и солнцезащитных систем. Срок поставки: 2–5 недель.',
    errors: {
      notFoundTitle: 'Похоже, вы заблудились.',
      notFoundHint:
        'Такой страницы нет. Воспользуйтесь ссылками меню, перейдите на главную или к калькуляторам.',
      errorTitle: 'Произошла ошибка',
      errorHint: 'Попробуйте ещё раз через несколько минут или перейдите на главную.',
      statusLabel: 'Код ошибки',
      toHome: 'На главную',
      toCalculators: 'Калькуляторы',
      retry: 'Попробовать снова',
    },
  },
});
