import { hasControlCharacters } from './text';

// docs/product.md §5 Delivery: city, street, house and apartment are required; the city is one of five.

/** The cities the shop delivers to, with their names in each language (docs/product.md §5 lists them in Russian). */
export const deliveryCities = [
  { code: 'chisinau', ro: 'Chișinău', ru: 'Кишинёв' },
  { code: 'balti', ro: 'Bălți', ru: 'Бельцы' },
  { code: 'basarabeasca', ro: 'Basarabeasca', ru: 'Бессарабка' },
  { code: 'briceni', ro: 'Briceni', ru: 'Бричаны' },
  { code: 'anenii-noi', ro: 'Anenii Noi', ru: 'Новые Анены' },
] as const;

export type DeliveryCity = (typeof deliveryCities)[number]['code'];

export const deliveryCityCodes = deliveryCities.map((city) => city.code) as [DeliveryCity, ...DeliveryCity[]];

/** The longest street, house or apartment a form keeps. */
export const ADDRESS_PART_MAX_LENGTH = 120;

export const isDeliveryCity = (value: string): value is DeliveryCity =>
  (deliveryCityCodes as readonly string[]).includes(value);

export function deliveryCityName(code: DeliveryCity, locale: 'ro' | 'ru'): string {
  return deliveryCities.find((city) => city.code === code)?.[locale] ?? code;
}

/** Why a street, house or apartment is refused (required, then too long), or null. */
export function addressPartProblem(
  value: string | null | undefined,
): 'required' | 'tooLong' | 'invalidText' | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > ADDRESS_PART_MAX_LENGTH) return 'tooLong';
  return hasControlCharacters(trimmed) ? 'invalidText' : null;
}
