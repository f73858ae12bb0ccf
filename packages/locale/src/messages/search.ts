import { defineMessages } from './define';

/**
 * The search page and the suggestions of the header's search overlay (the overlay's field, button and
 * placeholder are the header's texts).
 */
export const search = defineMessages({
  ro: {
    heading: 'Rezultatele căutării',
    metaTitle: 'Căutare: „{query}”',
    /** '{count}' in the form the language's plural rules pick; '{query}' the words searched for. */
    count: {
      one: '{count} rezultat pentru „{query}”',
      few: '{count} rezultate pentru „{query}”',
      many: '{count} de rezultate pentru „{query}”',
    },
    kinds: {
      product: 'Produs',
      category: 'Categorie',
      article: 'Articol',
      promo: 'Promoție',
      info: 'Informații',
    },
    pages: 'Paginile rezultatelor',
    emptyQuery: 'Scrieți ce căutați: un produs, o categorie sau un subiect.',
    tooLong: 'Căutarea este prea lungă: cel mult {max} de caractere. Scurtați-o și încercați din nou.',
    nothingFound: 'Nu am găsit nimic pentru „{query}”.',
    nothingFoundHint:
      'Verificați cum este scris cuvântul, încercați unul mai general sau alegeți din catalog ori din calculatoarele de preț.',
    suggestions: 'Sugestii',
    seeAll: {
      one: 'Vezi rezultatul',
      few: 'Vezi toate cele {count} rezultate',
      many: 'Vezi toate cele {count} de rezultate',
    },
  },
  ru: {
    heading: 'Результаты поиска',
    metaTitle: 'Поиск: «{query}»',
    count: {
      one: '{count} результат по запросу «{query}»',
      few: '{count} результата по запросу «{query}»',
      many: '{count} результатов по запросу «{query}»',
    },
    kinds: {
      product: 'Товар',
      category: 'Категория',
      article: 'Статья',
      promo: 'Акция',
      info: 'Информация',
    },
    pages: 'Страницы результатов',
    emptyQuery: 'Напишите, что вы ищете: товар, категорию или тему.',
    tooLong: 'Слишком длинный запрос: не более {max} символов. Сократите его и попробуйте снова.',
    nothingFound: 'По запросу «{query}» ничего не найдено.',
    nothingFoundHint:
      'Проверьте написание, попробуйте более общее слово или выберите в каталоге либо в калькуляторах цен.',
    suggestions: 'Подсказки',
    seeAll: {
      one: 'Показать {count} результат',
      few: 'Показать все {count} результата',
      many: 'Показать все {count} результатов',
    },
  },
});
