// The calculators page asked with a preview token, which it does not read: rendered per request, not kept.
export { default, generateMetadata } from '@/app/[locale]/calculators/page';
