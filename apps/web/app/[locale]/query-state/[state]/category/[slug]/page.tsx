// The page of /category/[slug] reached with a query state (lib/query-state.ts, docs/adr/0037).
export { default, generateMetadata, generateStaticParams } from '@/app/[locale]/category/[slug]/page';
