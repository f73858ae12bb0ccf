export { localeFromAcceptLanguage } from './accept-language';
export {
  type DefaultLocale,
  defaultLocale,
  type FlaggedLanguage,
  flagForLanguage,
  isLocale,
  type Locale,
  type LocaleRecord,
  languageFlags,
  localeCodes,
  localeRecord,
  locales,
} from './locales';
export { localizedPath } from './localized-path';
export { type MenuCategoryItem, menuCategoryHref } from './menu-links';
export {
  defineMessages,
  type FeatureMessages,
  format,
  getMessages,
  type MessageShape,
  type Messages,
  type MessageTree,
} from './messages';
export { formatEuro } from './money';
export { isPlainRoute, type PageName, type PlainRoute, plainRoutes, queryStateFolder } from './pages';
export { localePrefix } from './path-segments';
export { type CountForms, countText } from './plural';
export { type Resolution, resolvePath } from './resolve-path';
export {
  isLocalizedPage,
  isPolicyLanguage,
  type LocalizedPage,
  localizedPages,
  localizedSlugs,
  measurementPageSlugs,
  type PolicyLanguage,
  policyLanguages,
  policySlugs,
} from './slugs';
export { type SwitchOptions, switchLocalePath } from './switch-locale';
export { withLocale } from './with-locale';
