// The page of /[slug] reached with a query state (lib/query-state.ts, docs/adr/0037).
export { default, generateMetadata, generateStaticParams } from '@/app/[locale]/[slug]/page';
