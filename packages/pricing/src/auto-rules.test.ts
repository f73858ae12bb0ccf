import { describe, expect, it } from 'vitest';
import { applyAutoRules } from './auto-rules';
import { checkDefinition } from './check-definition';
import { calculatorDefinition, type Rule } from './definition';
import { windowFixture, windowInput } from './fixtures/window';
import { normalizeConfiguration } from './normalize';

const withRules = (rules: Rule[]) => calculatorDefinition.parse({ ...windowInput, rules });
const base = normalizeConfiguration(windowFixture, {}).configuration;

describe('applyAutoRules', () => {
  it('follows a chain declared in reverse order', () => {
    const definition = withRules([
      {
        type: 'auto',
        when: { additional: 'handle', is: true },
        set: { additional: 'installation', value: true },
      },
      { type: 'auto', when: { opening: 'tilt-turn-left' }, set: { additional: 'handle', value: true } },
    ]);
    const result = applyAutoRules(definition, { ...base, sashes: ['tilt-turn-left'] });
    expect(result.additionals).toEqual(['handle', 'installation']);
  });

  it('can choose an option and switch a toggle off', () => {
    const definition = withRules([
      {
        type: 'auto',
        when: { feature: 'skylight', in: ['tilt'] },
        set: { feature: 'profile', option: 'premium' },
      },
      { type: 'auto', when: { feature: 'skylight', in: ['tilt'] }, set: { additional: 'net', value: false } },
    ]);
    const result = applyAutoRules(definition, {
      ...base,
      options: { ...base.options, skylight: 'tilt' },
      additionals: ['net', 'sill'],
    });
    expect(result.options.profile).toBe('premium');
    expect(result.additionals).toEqual(['sill']);
  });

  it('returns the same configuration when no rule applies', () => {
    expect(applyAutoRules(windowFixture, base)).toBe(base);
  });

  it('stops on rules that fight, and checkDefinition says so', () => {
    const definition = withRules([
      { type: 'auto', when: { additional: 'net', is: true }, set: { additional: 'net', value: false } },
      { type: 'auto', when: { additional: 'net', is: false }, set: { additional: 'net', value: true } },
    ]);
    expect(() => applyAutoRules(definition, base)).not.toThrow();
    expect(checkDefinition(definition)).toContain('the auto rules never settle');
  });

  it('changes the sash count when it chooses a layout', () => {
    const definition = withRules([
      {
        type: 'auto',
        when: { feature: 'skylight', in: ['fixed'] },
        set: { feature: 'layout', option: 'two' },
      },
    ]);
    const { configuration, errors } = normalizeConfiguration(definition, {
      width: 1000,
      options: { skylight: 'fixed' },
    });
    expect(errors).toEqual([]);
    expect(configuration.sashes).toEqual(['fixed', 'fixed']);
  });
});
