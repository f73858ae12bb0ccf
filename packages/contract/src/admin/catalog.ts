import { deliveryClass } from '@vitrina/pricing';
import { z } from 'zod';
import { productUnit } from '../catalog';
import { adminCalculatorPreset, adminCalculatorPresetInput } from './calculator-preset';
import { int4, staffText } from './requests';

// The catalogue as the back office edits it (issue 18): products and categories, in Romanian and Russian side by
// side. Requests are strict objects (an unknown field is a 400 naming it); a translated text may arrive blank or
// without a language, so the API can name the language that is missing ("title.ru": "missing in Russian")
// instead of a bare "required".

const id = z.number().int();
const time = z.string();

/** A text in both languages of the shop, as answered. */
const bothLanguages = z.object({ ro: z.string(), ru: z.string() });

/** A text in both languages, as sent: each one may be blank here, the API names the one that is missing. */
const translatedInput = (max: number) =>
  z.strictObject({ ro: staffText(max).default(''), ru: staffText(max).default('') });

/** One characteristic ("Profil": "Rehau Blitz 60") with its name and value in both languages. */
export const adminCharacteristic = z.object({ name: bothLanguages, value: bothLanguages });
const characteristicInput = z.strictObject({ name: translatedInput(120), value: translatedInput(500) });

/** Catalogue slugs: lower-case Latin letters, digits and '-'; the API words the refusal itself. */
const slug = staffText(120);
/** An image's address on this site: '/static/catalog/x.svg' or an uploaded '/media/...'. */
const imagePath = staffText(300).regex(/^\/[^\s?#]*$/);
const position = z.number().int().min(0).max(2_147_483_647);
/** Integer euro cents, VAT included (docs/adr/0011); 0 needs `confirm_zero_price`. */
const priceCents = z.number().int().min(0).max(2_147_483_647);

export const adminProduct = z
  .object({
    id,
    slug: z.string(),
    title: bothLanguages,
    description: bothLanguages,
    characteristics: z.array(adminCharacteristic),
    price: z.number().int(),
    price_from: z.boolean(),
    unit: productUnit,
    length_mm: z.number().int().nullable(),
    delivery_class: deliveryClass.nullable(),
    image: z.string(),
    visible: z.boolean(),
    position: z.number().int(),
    /** The categories it is listed in, the main one (its breadcrumbs) first. */
    category_ids: z.array(id),
    /** Its matching accessories, in the shop's order. */
    accessory_ids: z.array(id),
    /** The calculator its "open the calculator" opens and the choices it opens with; null: its family's. */
    calculator_preset: adminCalculatorPreset.nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProduct>;

const productFields = {
  slug,
  title: translatedInput(200),
  description: translatedInput(5000),
  characteristics: z.array(characteristicInput).max(50),
  price: priceCents,
  price_from: z.boolean(),
  unit: productUnit,
  length_mm: int4.nullable(),
  delivery_class: deliveryClass.nullable(),
  image: imagePath,
  visible: z.boolean(),
  position,
  category_ids: z.array(int4).min(1).max(20),
  accessory_ids: z.array(int4).max(100),
  calculator_preset: adminCalculatorPresetInput.nullable(),
  /** A price of 0 is refused (409) unless the person confirms it: a customer would get the product free. */
  confirm_zero_price: z.boolean(),
};

export const adminProductCreate = z.strictObject({
  ...productFields,
  characteristics: productFields.characteristics.default([]),
  price_from: productFields.price_from.default(false),
  length_mm: productFields.length_mm.default(null),
  delivery_class: productFields.delivery_class.default(null),
  visible: productFields.visible.default(true),
  position: productFields.position.optional(),
  accessory_ids: productFields.accessory_ids.default([]),
  calculator_preset: productFields.calculator_preset.default(null),
  confirm_zero_price: productFields.confirm_zero_price.default(false),
});
export type AdminProductCreate = z.infer<typeof adminProductCreate>;

/** A change: only what changed, with the version it was made on (409 when someone saved in between). */
export const adminProductUpdate = z.strictObject({
  version: int4,
  ...z.object(productFields).partial().shape,
});
export type AdminProductUpdate = z.infer<typeof adminProductUpdate>;

/** A price the product had, by whom and when (its creation has no price before). */
export const adminProductPriceChange = z
  .object({
    id,
    price_before: z.number().int().nullable(),
    price: z.number().int(),
    price_from: z.boolean(),
    staff: z.object({ id, name: z.string(), email: z.string() }).nullable(),
    changed_at: time,
  })
  .meta({ id: 'AdminProductPriceChange' });
export type AdminProductPriceChange = z.infer<typeof adminProductPriceChange>;

export const adminCategory = z
  .object({
    id,
    slug: z.string(),
    /** Null for a top-level category (a family); the tree has two levels. */
    parent_id: id.nullable(),
    title: bothLanguages,
    description: bothLanguages,
    image: z.string(),
    position: z.number().int(),
    products_count: z.number().int(),
    children_count: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategory>;

const categoryFields = {
  slug,
  parent_id: int4.nullable(),
  title: translatedInput(200),
  description: translatedInput(5000),
  image: imagePath,
  position,
};

export const adminCategoryCreate = z.strictObject({
  ...categoryFields,
  parent_id: categoryFields.parent_id.default(null),
  position: categoryFields.position.optional(),
});
export type AdminCategoryCreate = z.infer<typeof adminCategoryCreate>;

export const adminCategoryUpdate = z.strictObject({
  version: int4,
  ...z.object(categoryFields).partial().shape,
});
export type AdminCategoryUpdate = z.infer<typeof adminCategoryUpdate>;
