import { defineMessages, type Locale } from '@vitrina/locale';

/** What the catalogue's editing answers in words, in the staff member's language (Accept-Language). */
const catalogMessages = defineMessages({
  ro: {
    /** The language of these words: which translation of a stored title a message quotes. */
    locale: 'ro',
    missingIn: { ro: 'Lipsește în română.', ru: 'Lipsește în rusă.' },
    slugFormat: 'Doar litere latine mici, cifre și „-” între ele (de exemplu „ferestre-pvc”).',
    slugTaken: 'Adresa „{slug}” este deja folosită de altă înregistrare.',
    slugReserved: 'Adresa „{slug}” este a unei pagini fixe a magazinului; alegeți alta.',
    slugOfPage:
      'Adresa „{slug}” este a paginii „{title}” a site-ului; alegeți alta sau schimbați adresa paginii.',
    unknownCategory: 'Categoria {id} nu există.',
    unknownProduct: 'Produsul {id} nu există.',
    unknownCalculator: 'Calculatorul {id} nu există.',
    repeated: 'Valoarea {id} apare de două ori.',
    ownAccessory: 'Un produs nu poate fi propriul accesoriu.',
    lengthForMetre: 'Indicați lungimea unei bare (mm) pentru produsele vândute la metru.',
    lengthOnlyForMetre: 'Lungimea se indică doar pentru produsele vândute la metru.',
    zeroPrice: 'Prețul este 0: un client ar primi produsul gratis. Confirmați dacă este intenționat.',
    parentNotTop: 'O subcategorie se pune doar sub o categorie de nivel superior.',
    parentIsSelf: 'O categorie nu poate fi propria categorie părinte.',
    hasChildren: 'Categoria are subcategorii și nu poate deveni subcategorie.',
    deleteNotEmpty:
      'Categoria nu poate fi ștearsă: are {products} produse și {children} subcategorii. Mutați-le mai întâi.',
  },
  ru: {
    locale: 'ru',
    missingIn: { ro: 'Не заполнено на румынском.', ru: 'Не заполнено на русском.' },
    slugFormat: 'Только строчные латинские буквы, цифры и «-» между ними (например, «ferestre-pvc»).',
    slugTaken: 'Адрес «{slug}» уже занят другой записью.',
    slugReserved: 'Адрес «{slug}» принадлежит постоянной странице магазина; выберите другой.',
    slugOfPage:
      'Адрес «{slug}» принадлежит странице сайта «{title}»; выберите другой или смените адрес страницы.',
    unknownCategory: 'Категории {id} нет.',
    unknownProduct: 'Товара {id} нет.',
    unknownCalculator: 'Калькулятора {id} нет.',
    repeated: 'Значение {id} указано дважды.',
    ownAccessory: 'Товар не может быть аксессуаром самого себя.',
    lengthForMetre: 'Укажите длину одной планки (мм) для товаров, продаваемых по метрам.',
    lengthOnlyForMetre: 'Длина указывается только для товаров, продаваемых по метрам.',
    zeroPrice: 'Цена равна 0: клиент получил бы товар бесплатно. Подтвердите, если так и задумано.',
    parentNotTop: 'Подкатегорию можно поместить только в категорию верхнего уровня.',
    parentIsSelf: 'Категория не может быть родительской для самой себя.',
    hasChildren: 'У категории есть подкатегории, она не может стать подкатегорией.',
    deleteNotEmpty:
      'Категорию нельзя удалить: в ней {products} товаров и {children} подкатегорий. Сначала перенесите их.',
  },
});

export type CatalogMessages = (typeof catalogMessages)[Locale];
export const catalogTexts = (locale: Locale): CatalogMessages => catalogMessages[locale];
