import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd, serializeJsonLd } from './json-ld';

const hostile = {
  '@context': 'https://schema.org',
  name: 'Vitrina</script><script>alert(1)</script>',
  description: '<!-- comment --> & more \u2028 \u2029',
};

/** The text of the first script element, the way an HTML parser delimits it. */
function scriptBody(html: string): string {
  const open = html.indexOf('>') + 1;
  return html.slice(open, html.indexOf('</script', open));
}

describe('JSON-LD', () => {
  it('leaves no markup characters in the serialized JSON', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
  });

  it('parses back to exactly the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });

  it('renders one script element whose whole body is the data, even when the data contains </script>', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script/g)).toHaveLength(1);
    expect(JSON.parse(scriptBody(html))).toEqual(hostile);
  });
});
