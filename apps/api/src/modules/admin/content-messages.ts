import { defineMessages, type Locale } from '@vitrina/locale';

/** What the content routes of the back office answer in words, in the staff member's language. */
const contentMessages = defineMessages({
  ro: {
    missingIn: { ro: 'Lipsește în română.', ru: 'Lipsește în rusă.' },
    tabInUse: 'Fila are articole: mutați-le sau ștergeți-le înainte de a șterge fila.',
    unknownTab: 'Fila nu există.',
  },
  ru: {
    missingIn: { ro: 'Не заполнено на румынском.', ru: 'Не заполнено на русском.' },
    tabInUse: 'Во вкладке есть статьи: перенесите или удалите их, прежде чем удалять вкладку.',
    unknownTab: 'Такой вкладки нет.',
  },
});

export type ContentMessages = (typeof contentMessages)[Locale];
export const contentTexts = (locale: Locale): ContentMessages => contentMessages[locale];
