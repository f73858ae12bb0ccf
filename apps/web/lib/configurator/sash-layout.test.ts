import { describe, expect, it } from 'vitest';
import { windowDefinition as definition } from '@/test/window-definition';
import { fitSashes } from './sash-layout';

describe('sashes follow the chosen layout', () => {
  it('keeps the openings chosen from the left and gives new sashes the default opening', () => {
    expect(
      fitSashes(definition, { options: { layout: 'three' }, sashes: ['tilt-turn-left'] }).sashes,
    ).toEqual(['tilt-turn-left', 'fixed', 'fixed']);
    expect(
      fitSashes(definition, { options: { layout: 'one' }, sashes: ['tilt-turn-left', 'fixed'] }).sashes,
    ).toEqual(['tilt-turn-left']);
  });

  it('the default layout counts when none is chosen', () => {
    expect(fitSashes(definition, { sashes: ['fixed', 'fixed'] }).sashes).toEqual(['fixed']);
  });

  it('leaves the choice of sashes to the defaults when none were given', () => {
    expect(fitSashes(definition, { options: { layout: 'two' } })).toEqual({ options: { layout: 'two' } });
    expect(fitSashes(definition, { options: { layout: 'two' }, sashes: [] })).toEqual({
      options: { layout: 'two' },
      sashes: [],
    });
  });
});
