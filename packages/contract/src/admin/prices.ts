import { calculatorDefinition } from '@vitrina/pricing';
import { z } from 'zod';

// The price lists of the back office (docs/adr/0024): a calculator's published version, its draft, the preview
// of a draft against the published version, the history of versions, and a grid's CSV.

const time = z.string();
const revision = z.number().int().min(0).max(2_147_483_647);
const versionNumber = z.number().int().min(1).max(2_147_483_647);
const translatedTitle = z.object({ ro: z.string(), ru: z.string() });

/** The draft under way, when there is one. */
export const priceDraftState = z.object({
  revision: z.number().int(),
  base_version: z.number().int(),
  updated_by: z.string(),
  updated_at: time,
});

/** A row of the price lists: a calculator, its published version and its draft if any. */
export const priceList = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: translatedTitle,
    family: z.string(),
    model: z.enum(['grid', 'area', 'length']),
    version: z.number().int(),
    published_at: time,
    published_by: z.string().nullable(),
    draft: priceDraftState.nullable(),
  })
  .meta({ id: 'AdminPriceList' });
export type PriceList = z.infer<typeof priceList>;

/**
 * A calculator's draft: the stored one, or — before the first save — the published definition with revision 0
 * (the first save creates the draft from it).
 */
export const priceDraft = z
  .object({
    id: z.number().int(),
    title: translatedTitle,
    revision: z.number().int(),
    base_version: z.number().int(),
    published_version: z.number().int(),
    definition: calculatorDefinition,
    updated_by: z.string().nullable(),
    updated_at: time.nullable(),
  })
  .meta({ id: 'AdminPriceDraft' });
export type PriceDraft = z.infer<typeof priceDraft>;

/** Saving a draft: the whole definition, and the revision it was edited from (0: none saved yet). */
export const priceDraftSave = z.strictObject({ revision, definition: calculatorDefinition });
export type PriceDraftSave = z.infer<typeof priceDraftSave>;

/** Pricing a definition being edited (saved or not) against the published version. */
export const pricePreviewRequest = z.strictObject({ definition: calculatorDefinition });

/** One sample configuration priced both ways; null where a version does not price it (outside its grid). */
export const pricePreviewSample = z.object({
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  options: z.record(z.string(), z.string()),
  old: z.number().int().nullable(),
  new: z.number().int().nullable(),
  /** (new − old) / old in per cent, one decimal; null when either side has no price or old is 0. */
  change_percent: z.number().nullable(),
});
export const pricePreview = z
  .object({ published_version: z.number().int(), samples: z.array(pricePreviewSample) })
  .meta({ id: 'AdminPricePreview' });
export type PricePreview = z.infer<typeof pricePreview>;

/** Publishing the draft; `confirm` accepts what needs a person's word (a price of 0). */
export const pricePublish = z.strictObject({ revision, confirm: z.boolean().default(false) });
/** Publishing an older version's definition again, as a new version. */
export const priceRollback = z.strictObject({ version: versionNumber, confirm: z.boolean().default(false) });

export const pricePublished = z.object({ version: z.number().int() }).meta({ id: 'AdminPricePublished' });

/** A storefront link that shows the draft as it is now, until `expires_at` or the draft's next save. */
export const pricePreviewLink = z
  .object({ url: z.string(), expires_at: z.string() })
  .meta({ id: 'AdminPricePreviewLink' });
export type PricePreviewLink = z.infer<typeof pricePreviewLink>;

/** A value that differs between two versions: its path in the definition, before and after. */
export const priceChange = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type PriceChange = z.infer<typeof priceChange>;

/** A published version in the history, with what changed against the one before it. */
export const priceVersion = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    published_at: time,
    published_by: z.string().nullable(),
    restored_from: z.number().int().nullable(),
    current: z.boolean(),
    /** The first changes (at most 50) against the previous version; `change_count` counts them all. */
    changes: z.array(priceChange),
    change_count: z.number().int(),
  })
  .meta({ id: 'AdminPriceVersion' });
export type PriceVersion = z.infer<typeof priceVersion>;

/** Importing one option's grid from CSV into the draft. */
export const priceGridImport = z.strictObject({
  revision,
  option: z.string().min(1).max(64),
  csv: z.string().min(1).max(200_000),
});
