import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconNames } from './icons';

// An icon whose class has no drawing would be an empty square of currentColor's mask: nothing at all on the page.
const stylesheet = readFileSync(new URL('./icons.module.css', import.meta.url), 'utf8');

/** The SVG each class of the stylesheet masks with, by class name. */
const drawings = new Map(
  [
    ...stylesheet.matchAll(/^\.(\w+) \{\s*mask-image: url\("data:image\/svg\+xml,(<svg [^"]*<\/svg>)"\);/gm),
  ].map(([, name, svg]) => [name, svg]),
);

describe('icons', () => {
  it('has a drawing for every name, and no drawing without a name', () => {
    expect([...drawings.keys()].sort()).toEqual([...iconNames].sort());
  });

  it.each([...drawings])(
    '%s is an SVG on the 24-unit grid, inked in black, that a data URI can hold',
    (_, svg) => {
      expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24' /);
      expect(svg).toMatch(/'black'/);
      // A double quote would end the url(""), a # would start the URI's fragment.
      expect(svg).not.toMatch(/["#]/);
    },
  );
});
