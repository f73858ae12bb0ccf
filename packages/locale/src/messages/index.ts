import type { Locale } from '../locales';
import { account } from './account';
import { cart } from './cart';
import { catalog } from './catalog';
import { checkout } from './checkout';
import { common } from './common';
import { company } from './company';
import { configurator } from './configurator';
import { controls } from './controls';
import { cookie } from './cookie';
import type { FeatureMessages, MessageTree } from './define';
import { drawing } from './drawing';
import { editorial } from './editorial';
import { feedback } from './feedback';
import { footer } from './footer';
import { header } from './header';
import { home } from './home';
import { modals } from './modals';
import { offers } from './offers';
import { search } from './search';
import { shell } from './shell';
import { specialists } from './specialists';

// One line per feature file: `import { feature } from './feature';` above and `feature,` here.
const features = {
  shell,
  modals,
  header,
  footer,
  cookie,
  controls,
  common,
  editorial,
  home,
  company,
  catalog,
  drawing,
  configurator,
  cart,
  checkout,
  offers,
  account,
  feedback,
  search,
  specialists,
};

type Features = typeof features;
type LocaleTexts<F> = F extends FeatureMessages<MessageTree> ? F[Locale] : never;

/** All UI texts of one locale, grouped by feature: messages.common.workingHours. */
export type Messages = { readonly [K in keyof Features]: LocaleTexts<Features[K]> };

const byLocale = new Map<Locale, Messages>();

export function getMessages(locale: Locale): Messages {
  let messages = byLocale.get(locale);
  if (messages === undefined) {
    const entries = Object.entries(features).map(([name, feature]) => [name, feature[locale]]);
    messages = Object.fromEntries(entries) as Messages;
    byLocale.set(locale, messages);
  }
  return messages;
}

export { defineMessages, type FeatureMessages, format, type MessageShape, type MessageTree } from './define';
