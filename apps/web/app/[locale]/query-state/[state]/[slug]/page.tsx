// The page of /[slug] reached with a query state (a later page, another tab: lib/query-state.ts). Rendered per
// request (no generateStaticParams here): the first page is the one kept for everybody (docs/adr/0037).
export { default, generateMetadata } from '@/app/[locale]/[slug]/page';
