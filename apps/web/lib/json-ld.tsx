import { createElement } from 'react';

// Structured data (schema.org JSON-LD) rendered inside a <script> element. The browser ends a script element
// at the first `</script` and treats `<!--` specially, whatever JSON says, so text from the API (names,
// descriptions) could otherwise close the element and inject markup. Escaping every `<`, `>` and `&` as a JSON
// unicode escape keeps the value identical for JSON.parse while no HTML parser can see a tag in it; U+2028 and
// U+2029 are escaped too because older JavaScript parsers treat them as line ends.

const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON of `data` that is safe to place verbatim inside a <script> element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => unsafe[char] ?? char);
}

// createElement rather than JSX so the storefront's node-only unit tests (no JSX transform) can render it.
export function JsonLd({ data }: { data: object }) {
  return createElement('script', {
    type: 'application/ld+json',
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the JSON is escaped by serializeJsonLd above.
    dangerouslySetInnerHTML: { __html: serializeJsonLd(data) },
  });
}
