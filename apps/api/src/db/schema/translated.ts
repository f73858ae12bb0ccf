import { jsonb } from 'drizzle-orm/pg-core';

/**
 * Text kept in every language as one JSON object ({ro: '...', ru: '...'}), so adding a language is a data
 * change, never a migration. Readers pick the request's locale and fall back to Romanian.
 */
export type Translated = Record<string, string>;

export const translated = (name: string) => jsonb(name).$type<Translated>();
