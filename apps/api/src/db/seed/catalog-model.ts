import type { Translated, TranslatedCharacteristics } from '../schema';
import { t } from './text';

// The shape of the demo catalogue: families (top-level categories) → sub-categories → products. Category
// titles come from the menu (menu-data.ts) so the two can never disagree.

export type Unit = 'piece' | 'm2' | 'metre';

/** One characteristic: its name in ro and ru, its value in ro and (when it differs) ru. */
export type Spec = readonly [name: readonly [string, string], valueRo: string, valueRu?: string];

export interface SeedProduct {
  slug: string;
  title: Translated;
  /** Euro, VAT included; stored as cents. */
  price: number;
  unit: Unit;
  /** A starting price (size and options decide the final one). */
  from: boolean;
  /** Bar length in metres, per-metre products only. */
  lengthM?: number;
  image: string;
  /** The product's own sentence; its description goes on with its sub-category's and family's texts. */
  lead?: Translated;
  specs: Spec[];
  /** Slugs of matching accessories. */
  accessories: string[];
}

export interface SeedSubcategory {
  slug: string;
  description: Translated;
  image: string;
  products: SeedProduct[];
}

export interface SeedFamily {
  slug: string;
  description: Translated;
  /** What every product of the family shares (warranty, measuring, installation), ending its description. */
  note: Translated;
  image: string;
  children: SeedSubcategory[];
}

export const image = (name: string) => `/static/catalog/${name}.svg`;

export const spec = (name: readonly [string, string], valueRo: string, valueRu?: string): Spec =>
  valueRu === undefined ? [name, valueRo] : [name, valueRo, valueRu];

export function characteristicsOf(specs: Spec[]): TranslatedCharacteristics {
  return {
    ro: specs.map(([name, valueRo]) => ({ name: name[0], value: valueRo })),
    ru: specs.map(([name, valueRo, valueRu]) => ({ name: name[1], value: valueRu ?? valueRo })),
  };
}

/** Joins sentences of both languages: the product's own lead first, then what its family shares. */
export function paragraphs(...parts: (Translated | undefined)[]): Translated {
  const present = parts.filter((part): part is Translated => part !== undefined);
  return t(present.map((part) => part.ro).join(' '), present.map((part) => part.ru).join(' '));
}

/** Characteristic names used across families. */
export const names = {
  material: ['Material', 'Материал'],
  profile: ['Sistem de profile', 'Профильная система'],
  chambers: ['Număr de camere', 'Количество камер'],
  depth: ['Adâncime de montaj', 'Монтажная глубина'],
  glazing: ['Pachet de sticlă', 'Стеклопакет'],
  uw: ['Coeficient termic Uw', 'Теплопередача Uw'],
  hardware: ['Feronerie', 'Фурнитура'],
  opening: ['Tip de deschidere', 'Тип открывания'],
  size: ['Dimensiuni', 'Размеры'],
  thickness: ['Grosime', 'Толщина'],
  colour: ['Culoare', 'Цвет'],
  drive: ['Acționare', 'Управление'],
  lock: ['Închidere', 'Запирание'],
  warranty: ['Garanție', 'Гарантия'],
  fabric: ['Țesătură', 'Ткань'],
  light: ['Transmisie de lumină', 'Светопропускание'],
  width: ['Lățime', 'Ширина'],
  maxSize: ['Dimensiuni maxime', 'Максимальные размеры'],
  length: ['Lungimea barei', 'Длина хлыста'],
  power: ['Putere', 'Мощность'],
  heat: ['Păstrarea căldurii', 'Сохранение тепла'],
  sun: ['Protecție solară', 'Защита от солнца'],
  sound: ['Izolare fonică', 'Звукоизоляция'],
  mesh: ['Plasă', 'Полотно'],
  mount: ['Montaj', 'Монтаж'],
  compatible: ['Compatibil cu', 'Совместимость'],
  lamella: ['Lamela', 'Ламель'],
} as const satisfies Record<string, readonly [string, string]>;

/** Warranty in years (2–20: Russian says 'года' for 2–4, 'лет' from 5). */
export const warranty = (n: number): Spec =>
  spec(names.warranty, `${n} ani`, n < 5 ? `${n} года` : `${n} лет`);

export interface ProductOptions {
  from?: boolean;
  lengthM?: number;
  lead?: Translated;
  accessories?: string[];
}

/** A product in one line: slug, [ro, ru] title, price in euro, unit, drawing, characteristics. */
export function product(
  slug: string,
  title: readonly [string, string],
  price: number,
  unit: Unit,
  drawing: string,
  specs: Spec[],
  options: ProductOptions = {},
): SeedProduct {
  return {
    slug,
    title: t(title[0], title[1]),
    price,
    unit,
    from: options.from ?? unit === 'm2',
    ...(options.lengthM === undefined ? {} : { lengthM: options.lengthM }),
    image: image(drawing),
    ...(options.lead ? { lead: options.lead } : {}),
    specs,
    accessories: options.accessories ?? [],
  };
}

export function subcategory(
  slug: string,
  drawing: string,
  description: Translated,
  products: SeedProduct[],
): SeedSubcategory {
  return { slug, image: image(drawing), description, products };
}

/** A product row of a sub-category table: slug, ro title, ru title, euro price, its own characteristics. */
export type Row = readonly [
  slug: string,
  ro: string,
  ru: string,
  price: number,
  specs?: Spec[],
  lead?: [string, string],
  /** A drawing of its own, when the sub-category's does not fit (a remote among motors). */
  drawing?: string,
];

export interface GroupDefaults {
  unit: Unit;
  from?: boolean;
  lengthM?: number;
  /** Characteristics every product of the sub-category shares, after its own. */
  specs?: Spec[];
  accessories?: string[];
}

/** A sub-category written as a table: shared unit, drawing and characteristics, one row per product. */
export function group(
  slug: string,
  drawing: string,
  description: readonly [string, string],
  defaults: GroupDefaults,
  rows: readonly Row[],
): SeedSubcategory {
  return subcategory(
    slug,
    drawing,
    t(description[0], description[1]),
    rows.map(([productSlug, ro, ru, price, specs = [], lead, own]) =>
      product(
        productSlug,
        [ro, ru],
        price,
        defaults.unit,
        own ?? drawing,
        [...specs, ...(defaults.specs ?? [])],
        {
          ...(defaults.from === undefined ? {} : { from: defaults.from }),
          ...(defaults.lengthM === undefined ? {} : { lengthM: defaults.lengthM }),
          ...(lead ? { lead: t(lead[0], lead[1]) } : {}),
          ...(defaults.accessories ? { accessories: defaults.accessories } : {}),
        },
      ),
    ),
  );
}

/** A value in millimetres, the same in both languages but for the unit. */
export const mm = (name: readonly [string, string], value: string): Spec =>
  spec(name, `${value} mm`, `${value} мм`);
