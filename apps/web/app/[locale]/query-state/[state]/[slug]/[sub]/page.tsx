// The page of /[slug]/[sub] reached with a query state (lib/query-state.ts, docs/adr/0037).
export { default, generateMetadata, generateStaticParams } from '@/app/[locale]/[slug]/[sub]/page';
