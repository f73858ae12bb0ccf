import { format } from '@vitrina/locale';
import { isUniqueViolation } from '../account/profile';
import type { CatalogMessages } from './catalog-messages';
import type { CatalogOutcome } from './products-service';

/**
 * Runs a catalogue write that may take `slug`. Two saves racing for one new slug both pass the check; the unique
 * index stops the later, which is then told the same as if it had seen the other row.
 */
export async function slugRace<T>(
  slug: string | undefined,
  texts: CatalogMessages,
  write: () => Promise<CatalogOutcome<T>>,
): Promise<CatalogOutcome<T>> {
  try {
    return await write();
  } catch (error) {
    if (slug === undefined || !isUniqueViolation(error)) throw error;
    return { kind: 'invalid', errors: { slug: [format(texts.slugTaken, { slug })] } };
  }
}
