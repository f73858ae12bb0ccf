import type { Locale } from './locales';
import { format } from './messages/define';

/** A count's three written forms: 1, 2–4 (ru) or 2–19 (ro), and the rest ('20 de …', '5 …ов'). */
export interface CountForms {
  one: string;
  few: string;
  many: string;
}

/** '{count}' in the form the language's plural rules pick (Intl, so 21 is 'one' in Russian). */
export function countText(locale: Locale, count: number, forms: CountForms): string {
  const category = new Intl.PluralRules(locale).select(count);
  const template = category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
  return format(template, { count });
}
