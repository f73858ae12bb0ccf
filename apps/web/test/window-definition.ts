import { type CalculatorDefinition, type Configuration, calculatorDefinition } from '@vitrina/pricing';

// A small window calculator for the tests of this folder: two features, a layout, two toggles, sashes.

const text = (ro: string, ru: string) => ({ ro, ru });

export const windowDefinition: CalculatorDefinition = calculatorDefinition.parse({
  version: 3,
  family: 'windows',
  drawing: 'window',
  deliveryClass: 'large',
  sizes: {
    width: { label: text('Lățime', 'Ширина'), min: 385, max: 2510, default: 510 },
    height: { label: text('Înălțime', 'Высота'), min: 385, max: 1510, default: 860 },
  },
  features: [
    {
      key: 'profile',
      label: text('Profil', 'Профиль'),
      role: 'profile',
      default: 'synego-70',
      options: [
        { key: 'synego-70', label: text('Synego 70', 'Synego 70') },
        { key: 'synego-80', label: text('Synego 80', 'Synego 80') },
      ],
    },
    {
      key: 'layout',
      label: text('Canate', 'Створки'),
      role: 'layout',
      default: 'one',
      options: [
        { key: 'one', label: text('Un canat', 'Одна створка'), drawing: { sashes: 1 } },
        { key: 'two', label: text('Două canate', 'Две створки'), drawing: { sashes: 2 } },
        { key: 'three', label: text('Trei canate', 'Три створки'), drawing: { sashes: 3 } },
      ],
    },
  ],
  additionals: [
    { key: 'net', label: text('Plasă', 'Сетка'), default: false },
    { key: 'sill', label: text('Glaf', 'Подоконник'), default: true },
  ],
  sashes: {
    default: 'fixed',
    transomHeight: 300,
    openings: [
      {
        type: 'fixed',
        label: text('Fix', 'Глухая'),
        minSashWidth: 300,
        maxSashWidth: 2510,
        maxSashArea: 4_000_000,
      },
      {
        type: 'tilt-turn-left',
        label: text('Oscilobatant stânga', 'Поворотно-откидная левая'),
        minSashWidth: 385,
        maxSashWidth: 900,
        maxSashArea: 2_400_000,
      },
    ],
  },
  base: { model: 'area', rate: 10_000, minimumArea: 1 },
});

/** A two-sash window of `windowDefinition` with two toggles on, as tests of the URL state use it. */
export const windowConfiguration: Configuration = {
  width: 1200,
  height: 1400,
  options: { profile: 'synego-80', layout: 'two' },
  additionals: ['sill', 'net'],
  sashes: ['tilt-turn-left', 'fixed'],
};
