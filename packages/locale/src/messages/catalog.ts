import { defineMessages } from './define';

/** Category and product pages: prices, product sections, calls to action. */
export const catalog = defineMessages({
  ro: {
    price: {
      /** A starting price: the final one depends on size and options. */
      from: 'de la {price}',
      perUnit: {
        m2: '/m²',
        metre: '/m',
      },
      vat: 'Prețul include TVA.',
      barLength: 'Se vinde la metru; lungimea barei: {length} m.',
    },
    category: {
      subcategories: 'Categorii',
      products: 'Produse',
      productsCount: 'Produse: {count}',
      empty: 'Produsele din această categorie vor apărea în curând.',
      pagination: 'Paginile produselor',
      title: '{title} — prețuri și montaj în Moldova',
    },
    product: {
      characteristics: 'Caracteristici',
      characteristic: 'Caracteristică',
      value: 'Valoare',
      description: 'Descriere',
      accessories: 'Accesorii potrivite',
      calculatorTitle: 'Calculați prețul pentru dimensiunile dumneavoastră',
      calculatorText:
        'Introduceți dimensiunile și opțiunile — prețul apare imediat. Termen de livrare: 2–5 săptămâni.',
      calculatorButton: 'Deschide calculatorul',
      orderCall: 'Comandă un apel',
      orderCallHint: 'Vă sunăm înapoi și vă ajutăm să alegeți.',
    },
  },
  ru: {
    price: {
      from: 'от {price}',
      perUnit: {
        m2: '/м²',
        metre: '/м',
      },
      vat: 'Цена с НДС.',
      barLength: 'Продаётся на метры; длина хлыста: {length} м.',
    },
    category: {
      subcategories: 'Категории',
      products: 'Товары',
      productsCount: 'Товаров: {count}',
      empty: 'Товары этой категории скоро появятся.',
      pagination: 'Страницы товаров',
      title: '{title} — цены и монтаж в Молдове',
    },
    product: {
      characteristics: 'Характеристики',
      characteristic: 'Характеристика',
      value: 'Значение',
      description: 'Описание',
      accessories: 'Подходящие комплектующие',
      calculatorTitle: 'Рассчитайте цену для ваших размеров',
      calculatorText: 'Укажите размеры и опции — цена появится сразу. Срок поставки: 2–5 недель.',
      calculatorButton: 'Открыть калькулятор',
      orderCall: 'Заказать звонок',
      orderCallHint: 'Перезвоним и поможем с выбором.',
    },
  },
});
