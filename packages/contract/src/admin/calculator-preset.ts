import { z } from 'zod';
import { int4 } from './requests';

// A product's calculator preset (issue 20, docs/adr/0043): the calculator its "open the calculator" button opens
// and the choices it opens with. The choices are a part of a configuration (`ConfigurationInput` of
// @vitrina/pricing): sizes in mm and a feature → option map; what they leave out is the calculator's default.
// The API checks them against the calculator's current definition on every save.

const key = z.string().max(64);

/** As answered: sizes null when the calculator's default is kept. */
export const adminCalculatorPreset = z
  .object({
    calculator_type_id: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    options: z.record(z.string(), z.string()),
  })
  .meta({ id: 'AdminCalculatorPreset' });
export type AdminCalculatorPreset = z.infer<typeof adminCalculatorPreset>;

/** As sent: an unknown key is refused by name; an option map bigger than any calculator's is junk. */
export const adminCalculatorPresetInput = z.strictObject({
  calculator_type_id: int4,
  width: int4.nullable().default(null),
  height: int4.nullable().default(null),
  options: z
    .record(key, key)
    .refine((options) => Object.keys(options).length <= 32)
    .default({}),
});
export type AdminCalculatorPresetInput = z.infer<typeof adminCalculatorPresetInput>;

/** A calculator a preset may name, with the definition version it is checked against now. */
export const adminPresetCalculator = z
  .object({
    id: z.number().int(),
    title: z.object({ ro: z.string(), ru: z.string() }),
    version: z.number().int(),
  })
  .meta({ id: 'AdminPresetCalculator' });
export type AdminPresetCalculator = z.infer<typeof adminPresetCalculator>;
