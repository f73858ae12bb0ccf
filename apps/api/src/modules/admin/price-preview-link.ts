import type { PricePreviewLink } from '@vitrina/contract';
import { type Locale, withLocale } from '@vitrina/locale';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calculatorDrafts, calculatorTypes } from '../../db/schema';
import { calculatorLink } from '../calculator/catalogue';
import { PREVIEW_LIFETIME_SECONDS, signPreview } from '../calculator/preview-token';
import { audit, type StaffActor } from './audit';

// A link that shows a calculator's draft on the storefront (issue 18, docs/adr/0024): its configurator page, in
// the member's language, with `?preview=` holding a signed token for the draft's current revision. The link is
// a credential of sorts: who made one is audited, the token itself is not stored.

export interface PreviewLinks {
  /** The storefront's origin (PUBLIC_ORIGIN): the back office is served by the API on another one. */
  publicOrigin: string;
  /** modules/calculator/preview-token.ts's key, the one the storefront's preview requests are checked with. */
  previewKey: Buffer;
}

export type PreviewLinkOutcome =
  | { kind: 'ok'; value: PricePreviewLink }
  | { kind: 'missing' }
  | { kind: 'no_draft' };

export async function createPreviewLink(
  database: Database,
  actor: StaffActor & { locale: Locale },
  typeId: number,
  links: PreviewLinks,
  now = new Date(),
): Promise<PreviewLinkOutcome> {
  const [row] = await database.db
    .select({
      category: calculatorTypes.categorySlug,
      subcategory: calculatorTypes.subcategory,
      revision: calculatorDrafts.revision,
    })
    .from(calculatorTypes)
    .leftJoin(calculatorDrafts, eq(calculatorDrafts.calculatorTypeId, calculatorTypes.id))
    .where(eq(calculatorTypes.id, typeId));
  if (!row) return { kind: 'missing' };
  if (row.revision === null) return { kind: 'no_draft' };
  const expiresAt = Math.floor(now.getTime() / 1000) + PREVIEW_LIFETIME_SECONDS;
  const token = signPreview(links.previewKey, {
    calculatorTypeId: typeId,
    revision: row.revision,
    expiresAt,
  });
  const path = `${withLocale(actor.locale, calculatorLink(row.category, row.subcategory))}?preview=${token}`;
  const expires_at = new Date(expiresAt * 1000).toISOString();
  await audit(database.db, actor, {
    action: 'calculator.preview_link',
    entity: 'calculator',
    entityId: typeId,
    after: { revision: row.revision, expires_at },
  });
  return { kind: 'ok', value: { url: new URL(path, links.publicOrigin).href, expires_at } };
}
