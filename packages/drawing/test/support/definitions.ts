import {
  type CalculatorDefinition,
  type CalculatorDefinitionInput,
  type Configuration,
  calculatorDefinition,
  type DrawingKind,
  type FeatureRole,
  OPENING_TYPES,
} from '@vitrina/pricing';

// Tiny calculator definitions for the drawing's tests: only what the drawing reads (roles and hints).

const text = (ro: string, ru: string) => ({ ro, ru });
const flat = { model: 'area', rate: 10_000, minimumArea: 1 } as const;

type OptionSpec = { key: string; ro: string; ru: string; drawing?: Record<string, unknown> };

export function feature(key: string, role: FeatureRole, options: OptionSpec[], label = text(key, key)) {
  return {
    key,
    role,
    label,
    default: (options[0] as OptionSpec).key,
    options: options.map((option) => ({
      key: option.key,
      label: text(option.ro, option.ru),
      drawing: option.drawing,
    })),
  };
}

export function definitionOf(
  drawing: DrawingKind,
  extra: Partial<CalculatorDefinitionInput> = {},
): CalculatorDefinition {
  return calculatorDefinition.parse({
    version: 1,
    family: 'windows',
    drawing,
    deliveryClass: 'large',
    sizes: {
      width: { label: text('Lățime', 'Ширина'), min: 300, max: 6000, default: 1200 },
      height: { label: text('Înălțime', 'Высота'), min: 300, max: 6000, default: 1400 },
    },
    features: [],
    additionals: [],
    base: flat,
    ...extra,
  } satisfies CalculatorDefinitionInput);
}

const openings = OPENING_TYPES;

/** A window calculator with layouts of 1–3 sashes, shapes, a skylight and two colours. */
export const windowDefinition = definitionOf('window', {
  features: [
    feature('colour', 'colour-inside', [
      { key: 'white', ro: 'Alb', ru: 'Белый', drawing: { swatch: '#ffffff' } },
      {
        key: 'golden-oak',
        ro: 'Stejar auriu',
        ru: 'Золотой дуб',
        drawing: { swatch: '#b8732e', pattern: 'woodgrain' },
      },
    ]),
    feature('shape', 'shape', [
      { key: 'rectangle', ro: 'Dreptunghi', ru: 'Прямоугольник', drawing: { shape: 'rectangle' } },
      { key: 'arch', ro: 'Arc', ru: 'Арка', drawing: { shape: 'arch' } },
      { key: 'trapezoid', ro: 'Trapez', ru: 'Трапеция', drawing: { shape: 'trapezoid' } },
      { key: 'triangle', ro: 'Triunghi', ru: 'Треугольник', drawing: { shape: 'triangle' } },
    ]),
    feature('skylight', 'skylight', [
      { key: 'none', ro: 'Fără', ru: 'Без', drawing: { transom: 'none' } },
      { key: 'fixed', ro: 'Fixă', ru: 'Глухая', drawing: { transom: 'fixed' } },
      { key: 'tilt', ro: 'Rabatantă', ru: 'Откидная', drawing: { transom: 'tilt' } },
    ]),
    feature('layout', 'layout', [
      { key: 'one', ro: 'Un canat', ru: 'Одна створка', drawing: { sashes: 1 } },
      { key: 'two', ro: 'Două canate', ru: 'Две створки', drawing: { sashes: 2 } },
      { key: 'three', ro: 'Trei canate', ru: 'Три створки', drawing: { sashes: 3 } },
    ]),
  ],
  sashes: {
    default: 'fixed',
    transomHeight: 400,
    openings: openings.map((type) => ({
      type,
      label: text(type, type),
      minSashWidth: 300,
      maxSashWidth: 1500,
      maxSashArea: 2_400_000,
    })),
  },
});

export function configurationOf(overrides: Partial<Configuration> = {}): Configuration {
  return { width: 1200, height: 1400, options: {}, additionals: [], sashes: [], ...overrides };
}
