import { describe, expect, it } from 'vitest';
import { type LinkClick, routedHref } from './follow-link';

const click: LinkClick = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};
const link = (href: string, target = '', attributes: string[] = []) => ({
  href,
  target,
  hasAttribute: (name: string) => attributes.includes(name),
});
const origin = 'https://vitrina.md';

describe('a menu link clicked', () => {
  it('goes through the router when it is a plain left click to this site', () => {
    expect(routedHref(click, link('https://vitrina.md/ferestre/ferestre-pvc?x=1#top'), origin)).toBe(
      '/ferestre/ferestre-pvc?x=1#top',
    );
  });

  it('is left to the browser for a new tab, another button, or a handled click', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(routedHref({ ...click, [modifier]: true }, link('https://vitrina.md/usi'), origin)).toBeNull();
    }
    expect(routedHref({ ...click, button: 1 }, link('https://vitrina.md/usi'), origin)).toBeNull();
    expect(
      routedHref({ ...click, defaultPrevented: true }, link('https://vitrina.md/usi'), origin),
    ).toBeNull();
  });

  it('is left to the browser for another site, another window or a download', () => {
    expect(routedHref(click, link('https://facebook.com/vitrina'), origin)).toBeNull();
    expect(routedHref(click, link('https://vitrina.md/blog', '_blank'), origin)).toBeNull();
    expect(routedHref(click, link('https://vitrina.md/file.pdf', '', ['download']), origin)).toBeNull();
  });
});
