import { z } from 'zod';
import { openingType } from './definition';

/**
 * What a visitor chose. Every part may be left out: normalizing fills it from the definition's defaults
 * and automatic rules. Sizes in integer mm; `options` maps a feature key to an option key; `additionals`
 * lists the toggles that are ON (absent = the defaults); `sashes` is the opening type of each sash, left to
 * right as seen from inside.
 */
// Strict: a misspelt key (`widht`) is refused with 400 naming it rather than silently pricing the default.
// `options` stays a record: its keys are feature names, checked against the definition by `normalize`.
export const configurationInput = z.strictObject({
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  options: z
    .record(z.string().max(64), z.string().max(64))
    // No calculator has that many features: a bigger map is junk, refused before the engine reads it.
    .refine((options) => Object.keys(options).length <= 32)
    .optional(),
  additionals: z.array(z.string().max(64)).max(32).optional(),
  sashes: z.array(openingType).max(3).optional(),
});
export type ConfigurationInput = z.infer<typeof configurationInput>;

/** A complete configuration: what normalizing returns and what a quote is for. */
export const configuration = z.object({
  width: z.number().int(),
  height: z.number().int(),
  options: z.record(z.string(), z.string()),
  additionals: z.array(z.string()),
  sashes: z.array(openingType),
});
export type Configuration = z.infer<typeof configuration>;
