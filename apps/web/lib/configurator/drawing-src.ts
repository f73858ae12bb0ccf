import type { Locale } from '@vitrina/locale';
import { type Configuration, configurationHref } from '@vitrina/pricing';

interface Drawn {
  calculator_type_id: number | null;
  version: number | null;
  configuration: Configuration | null;
}

/**
 * Where a configured line's drawing is served as an SVG file (app/api/drawings): by calculator, definition
 * version and the configuration's query, so an <img> shows it without the definition in the page. Null for a
 * line that is not drawn (a catalogue product).
 */
export function drawingSrc(locale: Locale, item: Drawn): string | null {
  if (item.calculator_type_id === null || item.version === null || item.configuration === null) return null;
  const path = `/api/drawings/${item.calculator_type_id}/${item.version}`;
  return `${configurationHref(path, item.configuration, 1)}&lang=${locale}`;
}
