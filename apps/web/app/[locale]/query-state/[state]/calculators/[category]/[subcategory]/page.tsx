// The page of /calculators/[category]/[subcategory] opened through a back-office preview link (lib/query-state.ts): it shows a draft, so
// it is rendered per request and never kept (no generateStaticParams here, docs/adr/0037).
export { default, generateMetadata } from '@/app/[locale]/calculators/[category]/[subcategory]/page';
