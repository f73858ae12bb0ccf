import { quote } from '@vitrina/pricing';
import { describe, expect, it } from 'vitest';
import { windowConfiguration, windowDefinition } from '@/test/window-definition';
import { withHyphenatedChoices } from './hyphenated-choices';

const shy = '\u00AD';
const visible = (text: string) => text.replaceAll(shy, '');

describe('choice names as the configurator shows them', () => {
  const shown = withHyphenatedChoices(windowDefinition);

  it('lets a long opening name break where a reader expects, in each language', () => {
    const turn = shown.sashes?.openings.find((opening) => opening.type === 'tilt-turn-left');
    expect(turn?.label.ru).toBe(`По${shy}во${shy}рот${shy}но-от${shy}кид${shy}ная левая`);
    expect(turn?.label.ro).toBe(`Os${shy}ci${shy}lo${shy}ba${shy}tant stânga`);
  });

  it("breaks a maker's Latin name in a Russian page too", () => {
    const salamander = { ro: 'Salamander Streamline 76', ru: 'Salamander Streamline 76' };
    const features = windowDefinition.features.map((feature) => ({
      ...feature,
      options: feature.options.map((option) => ({ ...option, label: salamander })),
    }));
    const [profile] = withHyphenatedChoices({ ...windowDefinition, features }).features;
    expect(profile?.options[0]?.label.ru).toBe(`Sa${shy}la${shy}man${shy}der Stream${shy}li${shy}ne 76`);
  });

  it('leaves short names whole and every name readable as it was', () => {
    const layout = shown.features.find((feature) => feature.key === 'layout');
    expect(layout?.options.map((option) => option.label.ro)).toEqual([
      'Un canat',
      'Două canate',
      'Trei canate',
    ]);
    const before = windowDefinition.features.flatMap((feature) =>
      feature.options.map((option) => option.label),
    );
    const after = shown.features.flatMap((feature) => feature.options.map((option) => option.label));
    expect(after.map((label) => ({ ro: visible(label.ro), ru: visible(label.ru) }))).toEqual(before);
  });

  it('prices exactly as the definition it came from', () => {
    const unitPrice = (definition: typeof windowDefinition) => {
      const result = quote(definition, windowConfiguration);
      return result.status === 'priced' ? result.quote.unitPrice : result.status;
    };
    expect(unitPrice(shown)).toBe(unitPrice(windowDefinition));
    expect(unitPrice(shown)).toBeGreaterThan(0);
  });
});
