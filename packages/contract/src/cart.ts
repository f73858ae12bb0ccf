import {
  COUPON_CODE_MAX_LENGTH,
  clientName,
  deliveryAddress,
  email,
  ORDER_COMMENT_MAX_LENGTH,
  phone,
} from '@vitrina/forms';
import { configurationInput, deliveryClass, MAX_QUANTITY, MIN_QUANTITY } from '@vitrina/pricing';
import { z } from 'zod';
import { configuration } from './calculator';

// The cart of docs/product.md §3 under the calculator base (/calculator/cart/...). Money is euro cents, VAT included
// (ADR 0011). An anonymous cart answers only to its `anonymous_id`, sent back in the X-Anonymous-Id header.

/** The header that carries an anonymous cart's id: random, unguessable, the only key to that cart. */
export const anonymousIdHeader = 'X-Anonymous-Id';

export const paymentMethod = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type PaymentMethod = z.infer<typeof paymentMethod>;

const quantityRule = z.object({
  min: z.number(),
  max: z.number(),
  step: z.number(),
  /** 0 = digits only; 2 = up to two decimals, comma or dot (goods sold by the metre or m²). */
  decimals: z.number().int(),
});

export const cartItem = z
  .object({
    id: z.number().int(),
    kind: z.enum(['configured', 'product']),
    product_id: z.number().int().nullable(),
    calculator_type_id: z.number().int().nullable(),
    /** The definition version that priced a configured item. */
    version: z.number().int().nullable(),
    title: z.string(),
    /** '/static/...' picture, or null. */
    image: z.string().nullable(),
    /** Locale-neutral: '/product/{slug}' or the calculator's '/calculators/...' (its query rebuilt from configuration). */
    link: z.string(),
    configuration: configuration.nullable(),
    /** The chosen options in words, in the request's language: 'Profil: Rehau Synego', '1200 × 1400 mm', ... */
    summary: z.array(z.string()),
    unit: z.enum(['piece', 'm2', 'metre']),
    quantity: z.number(),
    quantity_rule: quantityRule,
    /** One item (or one metre / m²). */
    unit_price: z.number().int(),
    /** docs/product.md §3 Cart item "unit price per square metre"; null when the item has no area. */
    unit_price_per_m2: z.number().int().nullable(),
    /** unit_price × quantity. */
    subtotal: z.number().int(),
    /** Zero or negative: the quantity tier reached. */
    quantity_discount: z.number().int(),
    /** subtotal + quantity_discount. */
    total_price: z.number().int(),
    /** One item's m² and metres. */
    area: z.number(),
    linear_metres: z.number(),
    delivery_class: deliveryClass,
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItem>;

export const cartTotalsBody = z
  .object({
    common: z.number().int(),
    quantity_discount: z.number().int(),
    coupon_discount: z.number().int(),
    new_total: z.number().int(),
    delivery: z.number().int(),
    bonus_discount: z.number().int(),
    /** grand_total − vat. */
    net_total: z.number().int(),
    vat: z.number().int(),
    grand_total: z.number().int(),
  })
  .meta({ id: 'CartTotals' });
export type CartTotalsBody = z.infer<typeof cartTotalsBody>;

export const cartCharacteristics = z.object({
  total_area: z.number(),
  linear_metres: z.number(),
  windows: z.number(),
  doors: z.number(),
  quantity_discount: z.number().int(),
});

export const cartDelivery = z.object({
  delivery_type: z.literal('delivery'),
  address_id: z.number().int().nullable(),
});

/** The address the order goes to; `city` is a code of docs/product.md §5's five cities, `city_name` its name. */
export const cartDeliveryDetails = deliveryAddress.extend({ city_name: z.string() });

export const cartUserDetails = z.object({ email: z.string(), full_name: z.string(), phone: z.string() });

export const cartPaymentDetails = z.object({
  payment_method: paymentMethod,
  use_bonuses: z.boolean(),
  bonus_quantity: z.number().int(),
});

export const cartCoupon = z.object({
  code: z.string(),
  /** '10 %' or '25,00 €', in the request's language. */
  label: z.string(),
});

export const cart = z
  .object({
    id: z.number().int(),
    /** The key of an anonymous cart (null for a signed-in customer's). */
    anonymous_id: z.string().nullable(),
    /** What the header badge counts: pieces, and one per item sold by measure. */
    items_quantity: z.number().int(),
    items: z.array(cartItem),
    coupon: cartCoupon.nullable(),
    delivery: cartDelivery.nullable(),
    delivery_details: cartDeliveryDetails.nullable(),
    user_details: cartUserDetails.nullable(),
    payment_details: cartPaymentDetails.nullable(),
    /** Bonus points the customer holds (0 for an anonymous cart). */
    bonuses_available: z.number().int(),
    /**
     * The most bonus points this order allows: what the customer holds, at most what goods and delivery cost.
     * The checkout spends this much when "use bonuses" is ticked, unless the customer asks for less.
     */
    bonuses_max: z.number().int(),
    totals: cartTotalsBody,
    characteristics: cartCharacteristics,
    /** The order this cart last became (after create-order the cart is empty and names it). */
    placed_order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cart>;

// Request bodies: the API validates with these, the storefront's route handlers check the same before sending.

export const addProductRequest = z.object({
  product_id: z.number().int().min(1).max(2_147_483_647),
  quantity: z.number().min(0).max(MAX_QUANTITY).default(MIN_QUANTITY),
});
export type AddProductRequest = z.input<typeof addProductRequest>;

/** A configured item, as the calculator endpoint takes it; whatever price a client adds is not read. */
export const addConfiguredItemRequest = z.object({
  calculator_type_id: z.number().int().min(1).max(2_147_483_647),
  configuration: configurationInput,
  quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY).default(MIN_QUANTITY),
});
export type AddConfiguredItemRequest = z.input<typeof addConfiguredItemRequest>;

/** PATCH .../items/{itemId}/: a new configuration (quantity is not part of it), and/or a new quantity. */
export const updateItemRequest = z.object({
  configuration: configurationInput.optional(),
  quantity: z.number().min(0).max(MAX_QUANTITY).optional(),
});
export type UpdateItemRequest = z.input<typeof updateItemRequest>;

export const mergeCartsRequest = z.object({
  target_cart: z.number().int().min(1).max(2_147_483_647),
  source_cart: z.number().int().min(1).max(2_147_483_647),
});

export const setDeliveryRequest = z.object({
  delivery_type: z.literal('delivery').default('delivery'),
  /** A saved address of the signed-in customer; otherwise the address itself. */
  address_id: z.number().int().min(1).max(2_147_483_647).optional(),
  city: z.string().max(120).optional(),
  street: z.string().max(1000).optional(),
  house: z.string().max(1000).optional(),
  apartment: z.string().max(1000).optional(),
});
export type SetDeliveryRequest = z.input<typeof setDeliveryRequest>;

export const setUserDetailsRequest = z.object({
  email: z.string().max(1000),
  full_name: z.string().max(1000),
  phone: z.string().max(100),
});
export type SetUserDetailsRequest = z.input<typeof setUserDetailsRequest>;

/** The rules of the user-details form, shared by the API and the storefront (docs/product.md §5). */
export const userDetailsRules = z.object({ email, full_name: clientName, phone });

export const setPaymentDetailsRequest = z.object({
  payment_method: paymentMethod,
  use_bonuses: z.boolean().default(false),
  bonus_quantity: z.number().int().min(0).max(100_000_000).default(0),
});
export type SetPaymentDetailsRequest = z.input<typeof setPaymentDetailsRequest>;

export const applyCouponRequest = z.object({ code: z.string().max(COUPON_CODE_MAX_LENGTH) });

export const createOrderRequest = z.object({
  comment: z.string().max(ORDER_COMMENT_MAX_LENGTH).default(''),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

/** POST .../pay-again/: the bank's page where the order the cart placed is paid again (issue 20). */
export const payAgainResponse = z.object({ pay_url: z.string() }).meta({ id: 'PayAgainResponse' });
export type PayAgainResponse = z.infer<typeof payAgainResponse>;
