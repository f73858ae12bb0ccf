import { describe, expect, it } from 'vitest';
import { addressIn } from './switch-language';

const alternates = [
  { hreflang: 'ro', href: 'https://vitrina.md/despre-noi' },
  { hreflang: 'ru', href: 'https://vitrina.md/ru/o-nas' },
  { hreflang: 'x-default', href: 'https://vitrina.md/despre-noi' },
];

describe('the page in another language', () => {
  it("is the page's hreflang alternate, keeping the query of the address bar", () => {
    expect(addressIn('ru', alternates, '')).toBe('/ru/o-nas');
    expect(addressIn('ro', alternates, '?tab=2')).toBe('/despre-noi?tab=2');
  });

  it('keeps only the path of an alternate written with another origin (the public one behind a proxy)', () => {
    expect(addressIn('ru', [{ hreflang: 'ru', href: 'https://example.com/ru/okna' }], '')).toBe('/ru/okna');
  });

  it("is the language's home page when the page names no alternate", () => {
    expect(addressIn('ru', [], '?x=1')).toBe('/ru');
    expect(addressIn('ro', [{ hreflang: 'x-default', href: 'https://vitrina.md/ru/okna' }], '')).toBe('/');
  });
});
