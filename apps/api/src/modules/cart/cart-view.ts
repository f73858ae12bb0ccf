import type { Cart, CartItem } from '@vitrina/contract';
import { deliveryCityName } from '@vitrina/forms';
import { defaultLocale, format, formatEuro, type Locale } from '@vitrina/locale';
import type { Configuration } from '@vitrina/pricing';
import {
  bonusPointsAllowed,
  type CalculatorFamily,
  type CartTotals,
  type CartTotalsLine,
  type CouponDiscount,
  cartTotals,
  type DeliveryClass,
  fromHundredths,
  MAX_QUANTITY,
  MIN_QUANTITY,
  pricePerSquareMetre,
  productLineTotal,
  quantityRuleFor,
  type SaleUnit,
} from '@vitrina/pricing';
import type { CartDeliveryRow, CartPaymentRow, CartUserDetailsRow, Translated } from '../../db/schema';
import { messagesFor } from '../../i18n/messages';
import { itemKind, productDeliveryClass } from './delivery-class';

// Pure: rows as the reader loaded them → the Cart of the contract, totals by the price engine.

export interface CouponRow {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  minGoods: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface ItemRow {
  id: number;
  quantityHundredths: number;
  product: {
    id: number;
    title: string;
    slug: string;
    image: string;
    priceCents: number;
    unit: SaleUnit;
    /** Set in the back office; null = its family's. */
    deliveryClass: DeliveryClass | null;
    familySlug: string | null;
    subcategorySlug: string | null;
  } | null;
  configured: {
    calculatorTypeId: number;
    version: number;
    configuration: Configuration;
    title: string;
    image: string;
    link: string;
    family: CalculatorFamily;
    unitPrice: number;
    quantityDiscount: number;
    areaThousandths: number;
    linearThousandths: number;
    deliveryClass: DeliveryClass;
    summary: Translated[];
  } | null;
}

export interface CartRows {
  id: number;
  /** Sent back to the anonymous owner who holds it (never read from the database: only its hash is there). */
  anonymousId: string | null;
  coupon: CouponRow | null;
  delivery: CartDeliveryRow | null;
  userDetails: CartUserDetailsRow | null;
  payment: CartPaymentRow | null;
  bonusesAvailable: number;
  placedOrder: { id: number; number: string } | null;
  items: ItemRow[];
}

/** One cart line, priced: what the view, the totals and an order's snapshot are made of. */
export interface PricedItem {
  body: CartItem;
  totalsLine: CartTotalsLine;
}

const pick = (text: Translated, locale: Locale): string => text[locale] ?? text[defaultLocale] ?? '';

export function priceItem(row: ItemRow, locale: Locale): PricedItem {
  const quantity = fromHundredths(row.quantityHundredths);
  if (row.configured) {
    const item = row.configured;
    const subtotal = item.unitPrice * quantity;
    const area = item.areaThousandths / 1000;
    const linearMetres = item.linearThousandths / 1000;
    return {
      body: {
        id: row.id,
        kind: 'configured',
        product_id: null,
        calculator_type_id: item.calculatorTypeId,
        version: item.version,
        title: item.title,
        image: item.image,
        link: item.link,
        configuration: item.configuration,
        summary: item.summary.map((line) => pick(line, locale)),
        unit: 'piece',
        quantity,
        quantity_rule: { min: MIN_QUANTITY, max: MAX_QUANTITY, step: 1, decimals: 0 },
        unit_price: item.unitPrice,
        unit_price_per_m2: pricePerSquareMetre(item.unitPrice, item.areaThousandths),
        subtotal,
        quantity_discount: item.quantityDiscount,
        total_price: subtotal + item.quantityDiscount,
        area,
        linear_metres: linearMetres,
        delivery_class: item.deliveryClass,
      },
      totalsLine: {
        subtotal,
        quantityDiscount: item.quantityDiscount,
        deliveryClass: item.deliveryClass,
        area,
        linearMetres,
        quantity,
        kind: itemKind(item.family),
      },
    };
  }
  const product = row.product;
  if (!product) throw new Error(`cart item ${row.id} is neither a product nor a configured item`);
  const subtotal = productLineTotal(product.priceCents, row.quantityHundredths);
  const deliveryClass = productDeliveryClass(product);
  // Goods sold by measure count their measure: 2.5 m of sill are 2.5 linear metres.
  const area = product.unit === 'm2' ? 1 : 0;
  const linearMetres = product.unit === 'metre' ? 1 : 0;
  return {
    body: {
      id: row.id,
      kind: 'product',
      product_id: product.id,
      calculator_type_id: null,
      version: null,
      title: product.title,
      image: product.image,
      link: `/product/${product.slug}`,
      configuration: null,
      summary: [],
      unit: product.unit,
      quantity,
      quantity_rule: quantityRuleFor(product.unit),
      unit_price: product.priceCents,
      unit_price_per_m2: product.unit === 'm2' ? product.priceCents : null,
      subtotal,
      quantity_discount: 0,
      total_price: subtotal,
      area,
      linear_metres: linearMetres,
      delivery_class: deliveryClass,
    },
    totalsLine: { subtotal, quantityDiscount: 0, deliveryClass, area, linearMetres, quantity, kind: 'other' },
  };
}

/** Whether a coupon gives its discount now, on goods worth `goods` cents (after the quantity discount). */
export function couponApplies(coupon: CouponRow, goods: number, now: Date): boolean {
  if (!coupon.active) return false;
  if (coupon.startsAt && coupon.startsAt > now) return false;
  if (coupon.endsAt && coupon.endsAt <= now) return false;
  return goods >= coupon.minGoods;
}

export const couponDiscountOf = (coupon: CouponRow): CouponDiscount =>
  coupon.kind === 'percent'
    ? { kind: 'percent', basisPoints: coupon.value }
    : { kind: 'amount', cents: coupon.value };

export function couponLabel(coupon: CouponRow, locale: Locale): string {
  const texts = messagesFor(locale).cart;
  const amount =
    coupon.kind === 'percent'
      ? `${(coupon.value / 100).toLocaleString(locale === 'ru' ? 'ru-RU' : 'ro-RO')} %`
      : formatEuro(coupon.value, locale, 'always');
  return coupon.minGoods > 0
    ? format(texts.couponFrom, { amount, minimum: formatEuro(coupon.minGoods, locale, 'always') })
    : amount;
}

export interface PricedCart {
  items: PricedItem[];
  totals: CartTotals;
  couponApplied: boolean;
}

/** The cart's lines and totals: coupon when it applies, bonuses the customer chose and holds. */
export function priceCart(rows: CartRows, locale: Locale, now = new Date()): PricedCart {
  const items = rows.items.map((row) => priceItem(row, locale));
  const lines = items.map((item) => item.totalsLine);
  const goods = lines.reduce((sum, line) => sum + line.subtotal + line.quantityDiscount, 0);
  const couponApplied = rows.coupon !== null && couponApplies(rows.coupon, goods, now);
  const bonusPoints =
    rows.payment?.useBonuses === true ? Math.min(rows.payment.bonusQuantity, rows.bonusesAvailable) : 0;
  const totals = cartTotals(lines, {
    coupon: couponApplied && rows.coupon ? couponDiscountOf(rows.coupon) : null,
    bonusPoints,
  });
  return { items, totals, couponApplied };
}

export function totalsBody(totals: CartTotals): Cart['totals'] {
  return {
    common: totals.common,
    quantity_discount: totals.quantityDiscount,
    coupon_discount: totals.couponDiscount,
    new_total: totals.newTotal,
    delivery: totals.delivery,
    bonus_discount: totals.bonusDiscount,
    net_total: totals.netTotal,
    vat: totals.vat,
    grand_total: totals.grandTotal,
  };
}

export function characteristicsBody(totals: CartTotals): Cart['characteristics'] {
  return {
    total_area: totals.totalArea,
    linear_metres: totals.linearMetres,
    windows: totals.windows,
    doors: totals.doors,
    quantity_discount: totals.quantityDiscount,
  };
}

export function deliveryDetailsBody(
  delivery: CartDeliveryRow,
  locale: Locale,
): NonNullable<Cart['delivery_details']> {
  return {
    city: delivery.city,
    city_name: deliveryCityName(delivery.city, locale),
    street: delivery.street,
    house: delivery.house,
    apartment: delivery.apartment,
  };
}

export function cartBody(rows: CartRows, locale: Locale, priced = priceCart(rows, locale)): Cart {
  return {
    id: rows.id,
    anonymous_id: rows.anonymousId,
    items_quantity: priced.items.reduce(
      (count, { body }) => count + (body.unit === 'piece' ? body.quantity : 1),
      0,
    ),
    items: priced.items.map((item) => item.body),
    coupon: rows.coupon ? { code: rows.coupon.code, label: couponLabel(rows.coupon, locale) } : null,
    delivery: rows.delivery
      ? { delivery_type: rows.delivery.deliveryType, address_id: rows.delivery.addressId }
      : null,
    delivery_details: rows.delivery ? deliveryDetailsBody(rows.delivery, locale) : null,
    user_details: rows.userDetails
      ? { email: rows.userDetails.email, full_name: rows.userDetails.fullName, phone: rows.userDetails.phone }
      : null,
    payment_details: rows.payment
      ? {
          payment_method: rows.payment.method,
          use_bonuses: rows.payment.useBonuses,
          bonus_quantity: rows.payment.bonusQuantity,
        }
      : null,
    bonuses_available: rows.bonusesAvailable,
    bonuses_max: bonusPointsAllowed(priced.totals, rows.bonusesAvailable),
    totals: totalsBody(priced.totals),
    characteristics: characteristicsBody(priced.totals),
    placed_order: rows.placedOrder,
  };
}
