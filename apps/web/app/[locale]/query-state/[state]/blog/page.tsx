// The page of /blog reached with a query state (lib/query-state.ts, docs/adr/0037).
export { generateStaticParams } from '@/app/_shell/on-first-visit';
export { default, generateMetadata } from '@/app/[locale]/blog/page';
