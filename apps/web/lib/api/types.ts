// Shapes of the API responses the storefront reads (SPEC §3, §7), inferred from the zod schemas of
// @vitrina/contract that the API answers with. Type-only, so no zod code reaches the browser bundle.
// Every `href` and `slug` is locale-neutral: the storefront adds the prefix with `withLocale`.
export type {
  DetailError,
  FieldErrors,
  FooterColumn,
  HeaderLink,
  HomePage,
  HomeSection,
  HomeSectionName,
  Image,
  InfoPageLink,
  Language,
  LocaleCode,
  MenuColumn,
  MenuColumnItem,
  MenuItem,
  MenuLink,
  PageType,
  SectionItem,
  SeoContent,
  SiteContacts,
} from '@vitrina/contract';
// Plain arrays from a zod-free module of the package.
export { HOME_SECTIONS, PAGE_TYPES } from '@vitrina/contract';
