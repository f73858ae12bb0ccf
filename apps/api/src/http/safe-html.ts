import sanitizeHtml from 'sanitize-html';

// Every HTML text the API serves (calculator descriptions, SEO texts) passes through here, whoever wrote it:
// the page inserts it as HTML, so a script or an event handler kept here would run in visitors' browsers.
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h2', 'h3'],
  allowedAttributes: { a: ['href'] },
  // Relative links stay; of the absolute ones only web links (no javascript:, data:, vbscript:).
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The text inside <script>, <style> ... goes with the tag.
  disallowedTagsMode: 'discard',
};

// Texts are few and read often: the clean copy of each is kept (bounded, oldest dropped first).
const cleaned = new Map<string, string>();
const remembered = 1000;

/** `html` with only the allowed tags and attributes (p, br, strong, em, ul, ol, li, a[href], h2, h3). */
export function safeHtml(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = cleanHtml(html);
  if (cleaned.size >= remembered) cleaned.delete(cleaned.keys().next().value as string);
  cleaned.set(html, clean);
  return clean;
}

/** safeHtml without remembering: for texts read once (a body saved in the back office, up to 100 kB). */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, options);
}
