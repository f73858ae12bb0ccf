import { defineMessages } from './define';

/**
 * Texts of the blog, promotions, vacancies and works pages, and of the shared pager. Headings of the pages
 * themselves come from the API's SEO content; these are the fallbacks and the page furniture.
 */
export const editorial = defineMessages({
  ro: {
    pagination: {
      previous: 'Pagina anterioară',
      next: 'Pagina următoare',
      page: 'Pagina {page}',
      gap: 'Pagini omise',
    },
    blog: {
      tabs: 'Categorii de articole',
      generalTab: 'Generale',
      pages: 'Paginile articolelor',
      empty: 'Nu există încă articole în această categorie.',
      readMore: 'Citește articolul',
      back: 'Înapoi la blog',
      published: 'Publicat',
      related: 'Citește și',
    },
    promos: {
      empty: 'Momentan nu avem promoții active. Reveniți curând!',
      validUntil: 'Valabilă până la {date}',
      details: 'Detaliile promoției',
      back: 'Toate promoțiile',
    },
    vacancies: {
      empty: 'Momentan nu avem posturi vacante.',
      city: 'Oraș',
      schedule: 'Program',
      salary: 'Salariu',
      duties: 'Responsabilități',
      requirements: 'Cerințe',
      apply: 'Aplică',
      applyTitle: 'Aplicare: {title}',
      howToApply: 'Preferați altfel? Trimiteți CV-ul pe e-mail sau sunați-ne:',
      email: 'E-mail',
      phone: 'Telefon',
      close: 'Închide',
    },
    works: {
      portfolio: 'Proiectele noastre',
      pages: 'Paginile proiectelor',
      process: 'Cum lucrăm',
      empty: 'Proiectele vor apărea în curând.',
      city: 'Oraș',
      year: 'Anul',
      product: 'Produs',
    },
  },
  ru: {
    pagination: {
      previous: 'Предыдущая страница',
      next: 'Следующая страница',
      page: 'Страница {page}',
      gap: 'Пропущенные страницы',
    },
    blog: {
      tabs: 'Рубрики статей',
      generalTab: 'Общие',
      pages: 'Страницы статей',
      empty: 'В этой рубрике пока нет статей.',
      readMore: 'Читать статью',
      back: 'Назад в блог',
      published: 'Опубликовано',
      related: 'Читайте также',
    },
    promos: {
      empty: 'Сейчас у нас нет действующих акций. Загляните позже!',
      validUntil: 'Действует до {date}',
      details: 'Подробности акции',
      back: 'Все акции',
    },
    vacancies: {
      empty: 'Сейчас открытых вакансий нет.',
      city: 'Город',
      schedule: 'График',
      salary: 'Зарплата',
      duties: 'Обязанности',
      requirements: 'Требования',
      apply: 'Откликнуться',
      applyTitle: 'Отклик: {title}',
      howToApply: 'Удобнее иначе? Пришлите резюме на почту или позвоните нам:',
      email: 'Эл. почта',
      phone: 'Телефон',
      close: 'Закрыть',
    },
    works: {
      portfolio: 'Наши проекты',
      pages: 'Страницы проектов',
      process: 'Как мы работаем',
      empty: 'Проекты скоро появятся.',
      city: 'Город',
      year: 'Год',
      product: 'Изделие',
    },
  },
});
