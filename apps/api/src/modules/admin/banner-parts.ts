import type { AdminBannerCreate, FieldErrors } from '@vitrina/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bannerButtons, bannerFacts, banners } from '../../db/schema';
import { jsonList } from '../../db/translate';
import type { ContentMessages } from './content-messages';
import { missingTranslations } from './content-values';

// A banner's buttons and facts: ordered lists edited inside the banner's form, kept in their own tables. A save
// that sends a list replaces it whole, in the list's order; one that leaves it out keeps it.

type Button = AdminBannerCreate['buttons'][number];
type Fact = AdminBannerCreate['facts'][number];

/** The buttons and facts of the banner row being read, as the editor's lists (correlated subqueries). */
export const bannerParts = {
  // Qualified by hand: inside a subquery drizzle writes columns bare, and `id` would be the button's.
  buttons: sql<Button[]>`(select ${jsonList(
    sql`json_build_object('type', ${bannerButtons.type}, 'title', ${bannerButtons.title}, 'href', ${bannerButtons.href})`,
    sql`${bannerButtons.position}, ${bannerButtons.id}`,
  )} from ${bannerButtons} where ${bannerButtons}.banner_id = ${banners}.id)`,
  facts: sql<Fact[]>`(select ${jsonList(
    sql`json_build_object('value', ${bannerFacts.value}, 'label', ${bannerFacts.label})`,
    sql`${bannerFacts.position}, ${bannerFacts.id}`,
  )} from ${bannerFacts} where ${bannerFacts}.banner_id = ${banners}.id)`,
};

/** A link's path in both languages, or none for the order-call form (its path would never be used). */
const hrefOf = (button: Button) =>
  button.type === 'custom_link' ? { ro: button.href?.ro ?? '', ru: button.href?.ru ?? '' } : null;

/** `buttons.0.href.ru` and the like for every text an item of the lists lacks in a language. */
export function missingInParts(
  input: { buttons?: Button[] | undefined; facts?: Fact[] | undefined },
  texts: ContentMessages,
): FieldErrors {
  const errors: FieldErrors = {};
  const name = (list: string, index: number, found: FieldErrors) => {
    for (const [field, messages] of Object.entries(found)) errors[`${list}.${index}.${field}`] = messages;
  };
  input.buttons?.forEach((button, index) => {
    const href = hrefOf(button);
    name('buttons', index, missingTranslations({ title: button.title, ...(href && { href }) }, texts));
  });
  input.facts?.forEach((fact, index) => {
    name('facts', index, missingTranslations(fact, texts));
  });
  return errors;
}

/** Replaces the lists a write sends, in their order. */
export async function writeBannerParts(
  tx: Tx,
  bannerId: number,
  input: { buttons?: Button[] | undefined; facts?: Fact[] | undefined },
): Promise<void> {
  if (input.buttons) {
    await tx.delete(bannerButtons).where(eq(bannerButtons.bannerId, bannerId));
    if (input.buttons.length > 0)
      await tx.insert(bannerButtons).values(
        input.buttons.map((button, position) => ({
          bannerId,
          position,
          type: button.type,
          title: button.title,
          href: hrefOf(button),
        })),
      );
  }
  if (input.facts) {
    await tx.delete(bannerFacts).where(eq(bannerFacts.bannerId, bannerId));
    if (input.facts.length > 0)
      await tx
        .insert(bannerFacts)
        .values(
          input.facts.map((fact, position) => ({ bannerId, position, value: fact.value, label: fact.label })),
        );
  }
}
