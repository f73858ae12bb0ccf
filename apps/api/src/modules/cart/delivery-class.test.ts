import { describe, expect, it } from 'vitest';
import { productDeliveryClass } from './delivery-class';

describe('productDeliveryClass', () => {
  it('classes a product by its family and sub-category', () => {
    const by = (familySlug: string | null, subcategorySlug: string | null) =>
      productDeliveryClass({ deliveryClass: null, familySlug, subcategorySlug });
    expect(by('accesorii', 'manere')).toBe('accessory');
    expect(by('accesorii', 'glafuri-pvc')).toBe('small');
    expect(by('jaluzele', null)).toBe('small');
    expect(by('ferestre', 'pvc')).toBe('large');
  });

  it('lets the class set in the back office win over the family’s', () => {
    expect(
      productDeliveryClass({ deliveryClass: 'large', familySlug: 'accesorii', subcategorySlug: 'manere' }),
    ).toBe('large');
    expect(
      productDeliveryClass({ deliveryClass: 'accessory', familySlug: 'ferestre', subcategorySlug: null }),
    ).toBe('accessory');
  });
});
