import { defineMessages, type Locale } from '@vitrina/locale';
import { catalogTexts } from './catalog-messages';

/** What the content routes of the back office answer in words, in the staff member's language. */
const contentMessages = defineMessages({
  ro: {
    missingIn: { ro: 'Lipsește în română.', ru: 'Lipsește în rusă.' },
    tabInUse: 'Fila are articole: mutați-le sau ștergeți-le înainte de a șterge fila.',
    unknownTab: 'Fila nu există.',
    // A branch's or a page's slug follows the catalogue's rules, worded as there.
    slugFormat: catalogTexts('ro').slugFormat,
    slugTaken: catalogTexts('ro').slugTaken,
    unknownCalculator: 'Site-ul nu are un calculator la adresa „{href}”.',
    slugReserved: catalogTexts('ro').slugReserved,
    slugOfCategory: 'Adresa „{slug}” este a unei categorii din catalog; alegeți alta.',
    emptyBody: 'Textul este gol.',
    unknownSection: 'Secțiunea nu există pe pagina principală.',
    hoursOrder: 'Ora de închidere trebuie să fie după ora de deschidere.',
    socialRepeated: 'Această rețea socială este deja în listă.',
  },
  ru: {
    missingIn: { ro: 'Не заполнено на румынском.', ru: 'Не заполнено на русском.' },
    tabInUse: 'Во вкладке есть статьи: перенесите или удалите их, прежде чем удалять вкладку.',
    unknownTab: 'Такой вкладки нет.',
    slugFormat: catalogTexts('ru').slugFormat,
    slugTaken: catalogTexts('ru').slugTaken,
    unknownCalculator: 'На сайте нет калькулятора по адресу «{href}».',
    slugReserved: catalogTexts('ru').slugReserved,
    slugOfCategory: 'Адрес «{slug}» принадлежит категории каталога; выберите другой.',
    emptyBody: 'Текст пуст.',
    unknownSection: 'Такого раздела нет на главной странице.',
    hoursOrder: 'Время закрытия должно быть позже времени открытия.',
    socialRepeated: 'Эта социальная сеть уже есть в списке.',
  },
});

export type ContentMessages = (typeof contentMessages)[Locale];
export const contentTexts = (locale: Locale): ContentMessages => contentMessages[locale];
