import type { CartItem, QuoteRequest } from '@vitrina/contract';
import { MEASUREMENT_MAX_CALCULATIONS } from '@vitrina/forms';
import { type Locale, localizedPath, measurementPageSlugs } from '@vitrina/locale';
import { calculationsParameter, withCalculations } from './calculations-parameter';

// The free-measurement page is kept (docs/adr/0037), so the form reads the carried calculations in the
// browser; the API checks every id and prices each again.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The calculation ids a query carries: well-formed, each once, at most as many as a booking takes. */
export function carriedCalculations(search: string): string[] {
  const value = new URLSearchParams(search).get(calculationsParameter) ?? '';
  const ids = value.split(',').filter((id) => uuid.test(id));
  return [...new Set(ids)].slice(0, MEASUREMENT_MAX_CALCULATIONS);
}

/** The free-measurement page's address in `locale`, carrying `ids`. */
export function measurementHref(locale: Locale, ids: readonly string[]): string {
  return withCalculations(localizedPath(locale, 'dynamic', [measurementPageSlugs[locale]]), ids);
}

/** The cart's configured items as the configurations a booking carries (products from the catalogue are not). */
export function configuredItems(items: readonly CartItem[]): QuoteRequest[] {
  return items
    .flatMap((item) =>
      item.kind === 'configured' && item.calculator_type_id !== null && item.configuration !== null
        ? [
            {
              calculator_type_id: item.calculator_type_id,
              configuration: item.configuration,
              quantity: item.quantity,
            },
          ]
        : [],
    )
    .slice(0, MEASUREMENT_MAX_CALCULATIONS);
}
