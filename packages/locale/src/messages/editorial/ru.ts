import type { MessageShape } from '../define';
import type { ro } from './ro';

/** The editorial texts in Russian: exactly the keys of ./ro.ts (a missing or extra key fails to compile). */
export const ru: MessageShape<typeof ro> = {
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
};
