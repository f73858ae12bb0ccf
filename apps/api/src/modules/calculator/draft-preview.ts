import type { Locale } from '@vitrina/locale';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { calculatorDrafts } from '../../db/schema';
import { messagesFor } from '../../i18n/messages';
import { type PreparedDefinition, prepareDefinition } from './prepared-definitions';
import { checkPreview } from './preview-token';

// What a preview link opens (issue 18, docs/adr/0024): the calculator's draft, as long as the token is sound,
// unexpired, for this calculator and for the draft as it is now. A draft saved since the link was made is not
// what the admin meant to show, so the link stops working (410) rather than showing other prices; so does a
// draft published or discarded since.

export type DraftPreview =
  | { kind: 'ok'; prepared: PreparedDefinition }
  | { kind: 'refused'; reason: 'malformed' | 'forged' | 'expired' | 'other_type' }
  | { kind: 'changed' };

export async function openDraftPreview(
  db: Queryable,
  key: Buffer,
  calculatorTypeId: number,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<DraftPreview> {
  const checked = checkPreview(key, token, nowSeconds);
  if (!checked.ok) return { kind: 'refused', reason: checked.reason };
  if (checked.claims.calculatorTypeId !== calculatorTypeId) return { kind: 'refused', reason: 'other_type' };
  const [draft] = await db
    .select({ revision: calculatorDrafts.revision, definition: calculatorDrafts.definition })
    .from(calculatorDrafts)
    .where(eq(calculatorDrafts.calculatorTypeId, calculatorTypeId));
  if (!draft || draft.revision !== checked.claims.revision) return { kind: 'changed' };
  // Parsed on every request, never held: a draft changes, and previews are a few admins' clicks.
  return { kind: 'ok', prepared: prepareDefinition(draft.definition) };
}

/** A preview that does not open, as the answer to send: 403 for a bad or expired link, 410 for a changed draft. */
export function previewRefusal(
  outcome: Exclude<DraftPreview, { kind: 'ok' }>,
  locale: Locale,
): { status: 403 | 410; body: { detail: string } } {
  const texts = messagesFor(locale).calculator.preview;
  if (outcome.kind === 'changed') return { status: 410, body: { detail: texts.changed } };
  const detail =
    outcome.reason === 'expired'
      ? texts.expired
      : outcome.reason === 'other_type'
        ? texts.otherType
        : texts.invalid;
  return { status: 403, body: { detail } };
}
