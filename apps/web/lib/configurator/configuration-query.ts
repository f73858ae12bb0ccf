import {
  type CalculatorDefinition,
  type Configuration,
  type ConfigurationInput,
  isReserved,
  MAX_QUANTITY,
  MIN_QUANTITY,
  OPENING_TYPES,
  type OpeningType,
} from '@vitrina/pricing';

// The configurator's state lives in the URL (docs/architecture.md §5): a shared link or a reload reopens exactly this
// configuration, and Back undoes the last choice. The query is short and readable:
//   ?w=1200&h=1400&profile=synego-80&colour-inside=golden-oak&add=net,sill&sash=tilt-turn-left.fixed&qty=1
// Each feature is its own parameter (feature key = option key). `add` lists the toggles that are ON ('' =
// none; absent = the definition's defaults), `sash` the opening of each sash left to right, `qty` the
// quantity. Decoding never throws: a value that is not one of the definition's is ignored and the engine
// fills in the default, so a hand-edited or stale link still opens a working configurator.

export interface ConfiguratorQuery {
  input: ConfigurationInput;
  quantity: number;
}

/** The query as the page gets it from Next (a record) or the browser (URLSearchParams). */
export type QuerySource =
  | URLSearchParams
  | { readonly get: (name: string) => string | null }
  | Readonly<Record<string, string | string[] | undefined>>;

function reader(source: QuerySource): (name: string) => string | undefined {
  if (typeof (source as URLSearchParams).get === 'function') {
    return (name) => (source as URLSearchParams).get(name) ?? undefined;
  }
  const record = source as Readonly<Record<string, string | string[] | undefined>>;
  return (name) => {
    if (!Object.hasOwn(record, name)) return undefined;
    const value = record[name];
    return Array.isArray(value) ? value[0] : value;
  };
}

/** Whole millimetres as digits only; anything else is not a size. */
function readInteger(value: string | undefined, maxDigits: number): number | undefined {
  if (value === undefined || !new RegExp(`^\\d{1,${maxDigits}}$`).test(value)) return undefined;
  return Number(value);
}

export function decodeConfiguration(
  definition: CalculatorDefinition,
  source: QuerySource,
): ConfiguratorQuery {
  const get = reader(source);
  const input: ConfigurationInput = {};

  const width = readInteger(get('w'), 6);
  if (width !== undefined) input.width = width;
  const height = readInteger(get('h'), 6);
  if (height !== undefined) input.height = height;

  const options: Record<string, string> = {};
  for (const feature of definition.features) {
    if (isReserved(feature.key)) continue;
    const value = get(feature.key);
    if (value !== undefined && feature.options.some((option) => option.key === value)) {
      options[feature.key] = value;
    }
  }
  if (Object.keys(options).length > 0) input.options = options;

  const add = get('add');
  if (add !== undefined) {
    const known = new Set(definition.additionals.map((additional) => additional.key));
    input.additionals = [...new Set(add.split(','))].filter((key) => known.has(key));
  }

  const sash = get('sash');
  if (sash !== undefined && definition.sashes !== null) {
    const offered = new Set(definition.sashes.openings.map((opening) => opening.type));
    const types = sash.split('.');
    // One unknown opening makes the list meaningless (which sash was it?): the defaults apply instead.
    if (types.length <= 3 && types.every((type) => isOpeningType(type) && offered.has(type))) {
      input.sashes = types as OpeningType[];
    }
  }

  const qty = readInteger(get('qty'), 3);
  const quantity = qty !== undefined && qty >= MIN_QUANTITY && qty <= MAX_QUANTITY ? qty : MIN_QUANTITY;
  return { input, quantity };
}

function isOpeningType(value: string): value is OpeningType {
  return (OPENING_TYPES as readonly string[]).includes(value);
}

/** The whole configuration as a query string without '?', in a stable order: sizes, features, toggles, sashes. */
export function encodeConfiguration(
  definition: CalculatorDefinition,
  configuration: Configuration,
  quantity: number,
): string {
  const parts: string[] = [`w=${configuration.width}`, `h=${configuration.height}`];
  for (const feature of definition.features) {
    const value = configuration.options[feature.key];
    if (value !== undefined && !isReserved(feature.key)) parts.push(`${enc(feature.key)}=${enc(value)}`);
  }
  // Declared order, so the same toggles always give the same link.
  const on = definition.additionals
    .filter((additional) => configuration.additionals.includes(additional.key))
    .map((additional) => enc(additional.key));
  parts.push(`add=${on.join(',')}`);
  if (definition.sashes !== null && configuration.sashes.length > 0) {
    parts.push(`sash=${configuration.sashes.map(enc).join('.')}`);
  }
  parts.push(`qty=${quantity}`);
  return parts.join('&');
}

const enc = encodeURIComponent;
