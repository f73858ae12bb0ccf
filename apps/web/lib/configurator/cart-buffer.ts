import type { Configuration, OpeningType } from '@vitrina/pricing';

// The cart's "buffer for the product configuration" (SPEC §3 Cart): what "add to cart" leaves for the cart
// page until the cart issue stores items on the server. Kept in localStorage, so it is read back with care:
// anything that does not have this exact shape is treated as no buffer at all.

export const cartBufferKey = 'vitrina:cart-buffer';

export interface CartBuffer {
  /** The saved calculation's uuid (POST ...?save=true); the order-call request names it. */
  calculator_id: string | null;
  calculator_type_id: number;
  title: string;
  /** Locale-neutral link that reopens this configuration: '/calculators/windows?w=...'. */
  link: string;
  configuration: Configuration;
  quantity: number;
  /** Cents, VAT included, for the whole quantity. */
  total: number;
  /** The definition version that priced it. */
  version: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isConfiguration(value: unknown): value is Configuration {
  return (
    isObject(value) &&
    isInteger(value.width) &&
    isInteger(value.height) &&
    isObject(value.options) &&
    Object.values(value.options).every((option) => typeof option === 'string') &&
    isStringArray(value.additionals) &&
    isStringArray(value.sashes)
  );
}

/** The buffer from its stored text; null when there is none or it is not one (old format, edited by hand). */
export function parseCartBuffer(text: string | null): CartBuffer | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (
    !isObject(value) ||
    !(value.calculator_id === null || typeof value.calculator_id === 'string') ||
    !isInteger(value.calculator_type_id) ||
    typeof value.title !== 'string' ||
    typeof value.link !== 'string' ||
    !value.link.startsWith('/calculators') ||
    !isConfiguration(value.configuration) ||
    !isInteger(value.quantity) ||
    !isInteger(value.total) ||
    !isInteger(value.version)
  ) {
    return null;
  }
  return {
    calculator_id: value.calculator_id,
    calculator_type_id: value.calculator_type_id,
    title: value.title,
    link: value.link,
    configuration: { ...value.configuration, sashes: value.configuration.sashes as OpeningType[] },
    quantity: value.quantity,
    total: value.total,
    version: value.version,
  };
}

/** SPEC §5 Order from cart: the call is ordered about a saved calculation of a known type, else skipped. */
export function canOrderCall(
  buffer: Pick<CartBuffer, 'calculator_id' | 'calculator_type_id'> | null,
): buffer is Pick<CartBuffer, 'calculator_type_id'> & { calculator_id: string } {
  return buffer !== null && Boolean(buffer.calculator_id) && Boolean(buffer.calculator_type_id);
}
