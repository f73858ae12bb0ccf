import type { CalculatorFamily, DeliveryClass } from '@vitrina/pricing';

// docs/product.md §9 delivery rates by what is delivered: 49.00 € windows, doors, gates, awnings and coverings (large),
// 16.90 € blinds and window sills (small), 8.90 € accessories. A catalogue product is classed by its
// family (top-level category) and, for the sills sold among accessories, by its sub-category, unless the back
// office gave the product a class of its own (products.delivery_class).

const smallFamilies = new Set(['jaluzele', 'plase-anti-insecte']);
const sillSubcategories = /^glafuri-/;

/** A product's own class (set in the back office) wins; without one, its family's and sub-category's. */
export function productDeliveryClass(product: {
  deliveryClass: DeliveryClass | null;
  familySlug: string | null;
  subcategorySlug: string | null;
}): DeliveryClass {
  if (product.deliveryClass !== null) return product.deliveryClass;
  return familyDeliveryClass(product.familySlug, product.subcategorySlug);
}

function familyDeliveryClass(familySlug: string | null, subcategorySlug: string | null): DeliveryClass {
  if (subcategorySlug !== null && sillSubcategories.test(subcategorySlug)) return 'small';
  if (familySlug === 'accesorii') return 'accessory';
  if (familySlug !== null && smallFamilies.has(familySlug)) return 'small';
  return 'large';
}

/** How the cart's characteristics count a configured item: windows, doors, or neither. */
export function itemKind(family: CalculatorFamily | null): 'window' | 'door' | 'other' {
  if (family === 'windows') return 'window';
  if (family === 'balcony-doors' || family === 'entrance-doors') return 'door';
  return 'other';
}
