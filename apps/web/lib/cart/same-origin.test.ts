import { describe, expect, it } from 'vitest';
import { isSameOriginWrite } from './same-origin';

const allowed = { publicOrigin: 'https://vitrina.md', requestOrigin: 'http://127.0.0.1:3000' };

describe('isSameOriginWrite', () => {
  it("accepts the storefront's own pages", () => {
    expect(isSameOriginWrite({ origin: 'https://vitrina.md', secFetchSite: 'same-origin' }, allowed)).toBe(
      true,
    );
    expect(isSameOriginWrite({ origin: 'http://127.0.0.1:3000', secFetchSite: null }, allowed)).toBe(true);
  });

  it('refuses another site, an opaque origin and a cross-site fetch without Origin', () => {
    expect(isSameOriginWrite({ origin: 'https://evil.example', secFetchSite: 'cross-site' }, allowed)).toBe(
      false,
    );
    expect(
      isSameOriginWrite({ origin: 'https://vitrina.md.evil.example', secFetchSite: null }, allowed),
    ).toBe(false);
    expect(isSameOriginWrite({ origin: 'null', secFetchSite: null }, allowed)).toBe(false);
    expect(isSameOriginWrite({ origin: null, secFetchSite: 'cross-site' }, allowed)).toBe(false);
    expect(isSameOriginWrite({ origin: null, secFetchSite: 'same-site' }, allowed)).toBe(false);
  });

  it('lets a client that is not a browser through', () => {
    expect(isSameOriginWrite({ origin: null, secFetchSite: null }, allowed)).toBe(true);
  });
});
