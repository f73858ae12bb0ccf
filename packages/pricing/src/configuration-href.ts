import type { Configuration, ConfigurationInput } from './configuration';
import { isReserved } from './query-params';

const enc = encodeURIComponent;

/**
 * The configurator link of a stored configuration (a cart item's), without its definition at hand: the same
 * parameters as `encodeConfiguration`, features and toggles in the order the configuration lists them. The
 * configurator page reads it against its definition, so it reopens exactly this configuration. A link that
 * already carries a query is kept as it is.
 */
export function configurationHref(link: string, configuration: Configuration, quantity: number): string {
  if (link.includes('?')) return link;
  const parts: string[] = [`w=${configuration.width}`, `h=${configuration.height}`];
  for (const [feature, option] of Object.entries(configuration.options)) {
    if (!isReserved(feature)) parts.push(`${enc(feature)}=${enc(option)}`);
  }
  parts.push(`add=${configuration.additionals.map(enc).join(',')}`);
  if (configuration.sashes.length > 0) parts.push(`sash=${configuration.sashes.map(enc).join('.')}`);
  parts.push(`qty=${Number.isInteger(quantity) && quantity >= 1 ? quantity : 1}`);
  return `${link}?${parts.join('&')}`;
}

/**
 * The configurator link of a preset (a product's choices, docs/adr/0043): only the sizes and options it names,
 * so what it leaves out opens at the calculator's default. A feature named like a reserved parameter is left out.
 */
export function presetHref(
  link: string,
  preset: Pick<ConfigurationInput, 'width' | 'height' | 'options'>,
): string {
  const parts: string[] = [];
  if (preset.width !== undefined) parts.push(`w=${preset.width}`);
  if (preset.height !== undefined) parts.push(`h=${preset.height}`);
  for (const [feature, option] of Object.entries(preset.options ?? {})) {
    if (!isReserved(feature)) parts.push(`${enc(feature)}=${enc(option)}`);
  }
  return parts.length === 0 ? link : `${link}?${parts.join('&')}`;
}
