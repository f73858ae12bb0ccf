// The shapes this module answers are the storefront's contract; the serializer drops any key not declared there.
export {
  type FooterColumn,
  footerColumn,
  HOME_SECTIONS,
  type HomePage,
  type HomeSection,
  homePage,
  type InfoPageLink,
  infoPageLink,
  PAGE_TYPES,
  type PageType,
  pageType,
  type SeoContent,
  seoContent,
} from '@vitrina/contract';
