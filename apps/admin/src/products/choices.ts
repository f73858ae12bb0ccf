// The vocabularies of a product's form; their names are in i18n (vitrina.units, vitrina.catalog.deliveryClasses).

export const unitChoices = (['piece', 'm2', 'metre'] as const).map((id) => ({
  id,
  name: `vitrina.units.${id}`,
}));

export const deliveryClassChoices = (['large', 'small', 'accessory'] as const).map((id) => ({
  id,
  name: `vitrina.catalog.deliveryClasses.${id}`,
}));

export const visibilityChoices = [
  { id: 'true', name: 'vitrina.catalog.visible' },
  { id: 'false', name: 'vitrina.catalog.hidden' },
];
