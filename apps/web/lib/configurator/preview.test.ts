import { describe, expect, it } from 'vitest';
import { quoteQuery, withPreview } from './preview';

describe('a preview link in the configurator', () => {
  it("carries the token in a quote's query, beside save", () => {
    expect(quoteQuery({})).toBe('');
    expect(quoteQuery({ save: true })).toBe('?save=true');
    expect(quoteQuery({ preview: 'v1.1.2.3.sig' })).toBe('?preview=v1.1.2.3.sig');
    expect(quoteQuery({ save: false, preview: null })).toBe('');
  });

  it("keeps the token in the page's query after the configuration, encoded", () => {
    expect(withPreview('w=1200&h=1400&qty=1', null)).toBe('w=1200&h=1400&qty=1');
    expect(withPreview('w=1200&qty=1', 'v1.1.2.3.a-b_c')).toBe('w=1200&qty=1&preview=v1.1.2.3.a-b_c');
    expect(withPreview('qty=1', 'a&b=c')).toBe('qty=1&preview=a%26b%3Dc');
  });
});
