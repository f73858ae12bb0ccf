import { describe, expect, it } from 'vitest';
import { windowFixture } from './fixtures/window';
import { normalizeConfiguration } from './normalize';
import { configurationSummary } from './summary';

describe('configurationSummary', () => {
  it('says every choice of a window in both languages', () => {
    const { configuration } = normalizeConfiguration(
      windowFixture,
      { width: 1200, height: 1400 },
      { sizes: 'clamp' },
    );
    const lines = configurationSummary(windowFixture, configuration);
    expect(lines[0]?.ro).toMatch(/1200 × 1400 mm$/);
    expect(lines[0]?.ru).toMatch(/1200 × 1400 мм$/);
    for (const feature of windowFixture.features) {
      const chosen = configuration.options[feature.key];
      const option = feature.options.find((candidate) => candidate.key === chosen);
      expect(lines.map((line) => line.ro)).toContain(`${feature.label.ro}: ${option?.label.ro}`);
      expect(lines.map((line) => line.ru)).toContain(`${feature.label.ru}: ${option?.label.ru}`);
    }
    expect(lines.filter((line) => line.ro.startsWith('Canatul'))).toHaveLength(configuration.sashes.length);
  });

  it('lists the toggles that are on, and only those', () => {
    const additional = windowFixture.additionals[0];
    if (!additional) throw new Error('the fixture has toggles');
    const base = normalizeConfiguration(windowFixture, {}, { sizes: 'clamp' }).configuration;
    const withToggle = { ...base, additionals: [additional.key] };
    const without = { ...base, additionals: [] };
    expect(configurationSummary(windowFixture, withToggle).at(-1)?.ro).toBe(
      `Opțiuni: ${additional.label.ro}`,
    );
    expect(configurationSummary(windowFixture, without).some((line) => line.ro.startsWith('Opțiuni'))).toBe(
      false,
    );
  });
});
