import { PAGE_LIMITS } from '@vitrina/contract';
import { slugRule } from '../common/slugRule';
import { TranslatedInput } from '../common/TranslatedInput';

/**
 * A page's address in each language ('montaj' beside 'montazh'): its form is checked here, whether it is free
 * (another page's, a fixed address of the site, a category's) by the API, which names the language.
 */
export function PageSlugInput({ helperText }: { helperText: string }) {
  return <TranslatedInput source="slug" max={PAGE_LIMITS.slug} rules={[slugRule]} helperText={helperText} />;
}
