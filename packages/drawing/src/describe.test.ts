import { describe, expect, it } from 'vitest';
import { configurationOf, definitionOf, feature, windowDefinition } from '../test/support/definitions';
import {
  awningDefinition,
  blindDefinition,
  doorDefinition,
  sectionalGateDefinition,
  slidingGateDefinition,
  windowSillDefinition,
} from '../test/support/kinds';
import { describeConfiguration } from './describe';

const twoSashes = configurationOf({
  width: 1200,
  height: 1400,
  options: { layout: 'two', colour: 'golden-oak' },
  sashes: ['tilt-turn-left', 'fixed'],
});

describe('describeConfiguration', () => {
  it('says the shape, sizes, each sash with its handle side, the inside colour and the view, in Romanian', () => {
    expect(describeConfiguration(windowDefinition, twoSashes, 'ro')).toBe(
      'Fereastră dreptunghiulară 1200 × 1400 mm, cu 2 canate: stânga oscilobatant (mâner în dreapta), dreapta fix; ' +
        'culoare interior Stejar auriu; vedere din interior.',
    );
  });

  it('says the same in Russian', () => {
    expect(describeConfiguration(windowDefinition, twoSashes, 'ru')).toBe(
      'Прямоугольное окно 1200 × 1400 мм, 2 створки: левая поворотно-откидная (ручка справа), правая глухая; ' +
        'цвет изнутри Золотой дуб; вид изнутри.',
    );
  });

  it('names the arch, the skylight and three sashes', () => {
    const configuration = configurationOf({
      width: 2100,
      height: 1500,
      options: { shape: 'arch', skylight: 'tilt', layout: 'three' },
      sashes: ['turn-right', 'tilt', 'sliding'],
    });
    expect(describeConfiguration(windowDefinition, configuration, 'ro')).toBe(
      'Fereastră arcuită 2100 × 1500 mm, cu supralumină rabatantă, cu 3 canate: stânga batant (mâner în stânga), ' +
        'mijloc rabatant (mâner sus), dreapta culisant; culoare interior Alb; vedere din interior.',
    );
    expect(describeConfiguration(windowDefinition, configuration, 'ru')).toContain(
      'Арочное окно 2100 × 1500 мм, с откидной фрамугой, 3 створки: левая поворотная (ручка слева), средняя откидная',
    );
  });

  it('describes the other kinds with their own words and the option labels', () => {
    expect(
      describeConfiguration(
        doorDefinition,
        configurationOf({ width: 1000, height: 2100, sashes: ['turn-left'] }),
        'ro',
      ),
    ).toBe(
      'Ușă 1000 × 2100 mm, cu 1 canat batant (mâner în dreapta); culoare Antracit; model: Panouri; vedere din interior.',
    );
    expect(
      describeConfiguration(
        sectionalGateDefinition,
        configurationOf({ width: 3000, height: 2500, additionals: ['wicket-door'] }),
        'ru',
      ),
    ).toBe(
      'Секционные ворота 3000 × 2500 мм, 5 панелей; дизайн панели: Гофрированная; цвет Антрацит; с калиткой; вид снаружи.',
    );
    expect(
      describeConfiguration(
        slidingGateDefinition,
        configurationOf({ width: 4000, height: 2000, options: { direction: 'right' } }),
        'ro',
      ),
    ).toContain('Poartă culisantă 4000 × 2000 mm, se deschide spre dreapta');
    expect(
      describeConfiguration(awningDefinition, configurationOf({ width: 4000, height: 2500 }), 'ro'),
    ).toBe(
      'Copertină: Lățime 4000 mm, Ieșire 2500 mm; țesătură Dungi verzi; vedere din față și din lateral.',
    );
    expect(
      describeConfiguration(blindDefinition, configurationOf({ options: { type: 'aluminium-slats' } }), 'ru'),
    ).toMatch(/^Жалюзи с ламелями 1200 × 1400 мм/);
    expect(
      describeConfiguration(windowSillDefinition, configurationOf({ width: 1500, height: 300 }), 'ru'),
    ).toBe('Подоконник: Длина 1500 мм, Глубина 300 мм; цвет Антрацит; вид сверху и сечение.');
  });

  it('names a balcony door, an outward swing gate and a sill by its material', () => {
    const balcony = { ...doorDefinition, family: 'balcony-doors' as const };
    expect(
      describeConfiguration(
        balcony,
        configurationOf({ width: 800, height: 2100, sashes: ['turn-left'] }),
        'ru',
      ),
    ).toMatch(/^Балконная дверь 800 × 2100 мм, 1 створка поворотная \(ручка справа\)/);
    const gate = definitionOf('swing-gate', {
      features: [
        feature('opening', 'other', [
          { key: 'inward', ro: 'Spre interior', ru: 'Внутрь' },
          { key: 'outward', ro: 'Spre exterior', ru: 'Наружу' },
        ]),
      ],
    });
    expect(
      describeConfiguration(
        gate,
        configurationOf({ width: 3500, height: 1800, options: { opening: 'outward' } }),
        'ro',
      ),
    ).toBe(
      'Poartă batantă 3500 × 1800 mm, cu 2 canate; canatele se deschid spre exterior; vedere din interior.',
    );
    const sill = definitionOf('window-sill', {
      features: [
        feature('material', 'material', [
          {
            key: 'pvc-wood',
            ro: 'PVC stejar auriu',
            ru: 'ПВХ золотой дуб',
            drawing: { swatch: '#b5762f', pattern: 'woodgrain' },
          },
        ]),
      ],
    });
    expect(describeConfiguration(sill, configurationOf({ width: 1500, height: 300 }), 'ro')).toBe(
      'Glaf: Lățime 1500 mm, Înălțime 300 mm; PVC stejar auriu; vedere de sus și secțiune.',
    );
  });
});
