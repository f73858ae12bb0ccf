import { describe, expect, it } from 'vitest';
import { type LinkClick, plainLeftClick, routedHref } from './follow-link';

const click: LinkClick = plainLeftClick;
const link = (href: string, target = '', attributes: string[] = []) => ({
  href,
  target,
  hasAttribute: (name: string) => attributes.includes(name),
});
const current = new URL('https://vitrina.md/usi?page=2');

describe('a routed link clicked', () => {
  it('goes through the router when it is a plain left click to this site', () => {
    expect(routedHref(click, link('https://vitrina.md/ferestre/ferestre-pvc?x=1#top'), current)).toBe(
      '/ferestre/ferestre-pvc?x=1#top',
    );
  });

  it('is left to the browser for a new tab, another button, or a handled click', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(routedHref({ ...click, [modifier]: true }, link('https://vitrina.md/usi'), current)).toBeNull();
    }
    expect(routedHref({ ...click, button: 1 }, link('https://vitrina.md/usi'), current)).toBeNull();
    expect(
      routedHref({ ...click, defaultPrevented: true }, link('https://vitrina.md/usi'), current),
    ).toBeNull();
  });

  it('is left to the browser for another site, another window or a download', () => {
    expect(routedHref(click, link('https://facebook.com/vitrina'), current)).toBeNull();
    expect(routedHref(click, link('https://vitrina.md/blog', '_blank'), current)).toBeNull();
    expect(routedHref(click, link('https://vitrina.md/file.pdf', '', ['download']), current)).toBeNull();
  });

  it('is left to the browser for a jump within the same page, not for the same anchor on another page', () => {
    expect(routedHref(click, link('https://vitrina.md/usi?page=2#main'), current)).toBeNull();
    expect(routedHref(click, link('https://vitrina.md/usi#main'), current)).toBe('/usi#main');
    expect(routedHref(click, link('https://vitrina.md/usi?page=2'), current)).toBe('/usi?page=2');
  });
});
