import type { CalculatorDefinition, Configuration } from '@vitrina/pricing';
import { configurationOf, definitionOf, feature } from './definitions';

// One tiny definition and configuration per non-window drawing kind, with the roles each drawing reads.

const colour = feature('colour', 'colour', [
  { key: 'anthracite', ro: 'Antracit', ru: 'Антрацит', drawing: { swatch: '#383e42' } },
  {
    key: 'golden-oak',
    ro: 'Stejar auriu',
    ru: 'Золотой дуб',
    drawing: { swatch: '#b8732e', pattern: 'woodgrain' },
  },
]);
const leaves = feature('layout', 'layout', [
  { key: 'one', ro: 'Un canat', ru: 'Одна створка', drawing: { sashes: 1 } },
  { key: 'two', ro: 'Două canate', ru: 'Две створки', drawing: { sashes: 2 } },
]);
const doorOpenings = (['fixed', 'turn-left', 'turn-right'] as const).map((type) => ({
  type,
  label: { ro: type, ru: type },
  minSashWidth: 300,
  maxSashWidth: 1500,
  maxSashArea: 3_000_000,
}));

export const doorDefinition = definitionOf('door', {
  family: 'entrance-doors',
  features: [
    colour,
    leaves,
    feature(
      'panel',
      'panel',
      [
        { key: 'panels', ro: 'Panouri', ru: 'Филёнки', drawing: { pattern: 'plain' } },
        { key: 'glass', ro: 'Cu sticlă', ru: 'Со стеклом', drawing: { pattern: 'glass' } },
      ],
      { ro: 'Model', ru: 'Модель' },
    ),
  ],
  sashes: { default: 'turn-left', transomHeight: 300, openings: doorOpenings },
});

const gateColour = colour;
const gatePanel = feature(
  'panel',
  'panel',
  [
    { key: 'ribbed', ro: 'Nervurat', ru: 'Гофрированная', drawing: { pattern: 'ribbed' } },
    { key: 'cassette', ro: 'Casetat', ru: 'Кассетная', drawing: { pattern: 'plain' } },
  ],
  { ro: 'Design panou', ru: 'Дизайн панели' },
);

export const sectionalGateDefinition = definitionOf('sectional-gate', {
  family: 'sectional-gates',
  features: [gatePanel, gateColour],
  additionals: [{ key: 'wicket-door', label: { ro: 'Portiță', ru: 'Калитка' }, default: false }],
});

export const slidingGateDefinition = definitionOf('sliding-gate', {
  family: 'sliding-gates',
  features: [
    feature('direction', 'direction', [
      { key: 'left', ro: 'Spre stânga', ru: 'Влево', drawing: { direction: 'left' } },
      { key: 'right', ro: 'Spre dreapta', ru: 'Вправо', drawing: { direction: 'right' } },
    ]),
    feature('infill', 'panel', [
      { key: 'sheet', ro: 'Tablă profilată', ru: 'Профлист', drawing: { pattern: 'ribbed' } },
      { key: 'pickets', ro: 'Șipci', ru: 'Штакетник' },
    ]),
    gateColour,
  ],
});

export const swingGateDefinition = definitionOf('swing-gate', {
  family: 'swing-gates',
  features: [gateColour],
});

export const awningDefinition = definitionOf('awning', {
  family: 'awnings',
  sizes: {
    width: { label: { ro: 'Lățime', ru: 'Ширина' }, min: 1500, max: 7000, default: 4000 },
    height: { label: { ro: 'Ieșire', ru: 'Вылет' }, min: 1000, max: 4000, default: 2500 },
  },
  features: [
    feature('fabric', 'fabric', [
      {
        key: 'stripes',
        ro: 'Dungi verzi',
        ru: 'Зелёные полосы',
        drawing: { swatch: '#2f7d4f', pattern: 'stripes' },
      },
      { key: 'beige', ro: 'Bej', ru: 'Бежевый', drawing: { swatch: '#d9c7a3' } },
    ]),
  ],
});

export const blindDefinition = definitionOf('blind', {
  family: 'blinds',
  features: [
    feature('type', 'material', [
      { key: 'fabric-roll', ro: 'Rulou textil', ru: 'Рулонная ткань' },
      {
        key: 'aluminium-slats',
        ro: 'Lamele aluminiu',
        ru: 'Алюминиевые ламели',
        drawing: { pattern: 'ribbed' },
      },
    ]),
    feature('fabric', 'fabric', [{ key: 'sand', ro: 'Nisip', ru: 'Песок', drawing: { swatch: '#e0d2b4' } }]),
  ],
});

export const rollerShutterDefinition = definitionOf('roller-shutter', {
  family: 'roller-shutters',
  features: [colour],
});

export const windowSillDefinition = definitionOf('window-sill', {
  family: 'window-sills',
  sizes: {
    width: { label: { ro: 'Lungime', ru: 'Длина' }, min: 300, max: 6000, default: 1500 },
    height: { label: { ro: 'Adâncime', ru: 'Глубина' }, min: 100, max: 800, default: 300 },
  },
  features: [colour],
  additionals: [{ key: 'end-caps', label: { ro: 'Capace laterale', ru: 'Заглушки' }, default: true }],
});

export const allKinds: [string, CalculatorDefinition, Configuration][] = [
  ['door', doorDefinition, configurationOf({ width: 1000, height: 2100, sashes: ['turn-left'] })],
  [
    'door-2',
    doorDefinition,
    configurationOf({
      width: 1400,
      height: 2100,
      options: { layout: 'two', panel: 'glass', colour: 'golden-oak' },
      sashes: ['fixed', 'turn-right'],
    }),
  ],
  [
    'sectional-gate',
    sectionalGateDefinition,
    configurationOf({ width: 3000, height: 2500, additionals: ['wicket-door'] }),
  ],
  [
    'sectional-gate-2',
    sectionalGateDefinition,
    configurationOf({ width: 2500, height: 2125, options: { panel: 'cassette', colour: 'golden-oak' } }),
  ],
  ['sliding-gate', slidingGateDefinition, configurationOf({ width: 4000, height: 2000 })],
  [
    'sliding-gate-2',
    slidingGateDefinition,
    configurationOf({ width: 4000, height: 2000, options: { direction: 'right', infill: 'pickets' } }),
  ],
  ['swing-gate', swingGateDefinition, configurationOf({ width: 3500, height: 1800 })],
  ['awning', awningDefinition, configurationOf({ width: 4000, height: 2500 })],
  ['blind', blindDefinition, configurationOf({ width: 1000, height: 1400 })],
  [
    'blind-2',
    blindDefinition,
    configurationOf({ width: 1000, height: 1400, options: { type: 'aluminium-slats' } }),
  ],
  ['roller-shutter', rollerShutterDefinition, configurationOf({ width: 1200, height: 1400 })],
  [
    'window-sill',
    windowSillDefinition,
    configurationOf({ width: 1500, height: 300, additionals: ['end-caps'] }),
  ],
];
