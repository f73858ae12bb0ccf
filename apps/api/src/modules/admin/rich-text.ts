import type { TextBlock } from '@vitrina/contract';
import { cleanHtml } from '../../http/safe-html';

// A body is edited as HTML in the back office's rich-text input and stored as blocks (docs/adr/0007). The
// editor's HTML is first cleaned by the allowlist every HTML text of the API passes (safeHtml), then read as
// blocks: p → paragraph, h2/h3 → heading, ul/ol → list, and everything inline (strong, em, a, br) flattened to
// its text. The way back writes each block as the element the storefront renders it as.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it folds
const foldable = /[\u0000-\u0020\u007f]+/g;
/** Half of a surrogate pair without its other half: no character at all (String#toWellFormed, ES2024). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A block's text as stored: runs of spaces, line breaks and control characters made one space, trimmed, and
 * lone surrogates replaced (PostgreSQL cannot store them). The editor's markup layout is not text.
 */
export function blockText(text: string): string {
  return text.replace(loneSurrogate, '\ufffd').replace(foldable, ' ').trim();
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => escapes[character] ?? '');

/** The blocks as the editor's HTML. */
export function blocksToHtml(blocks: readonly TextBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'list')
        return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      const tag = block.type === 'heading' ? 'h2' : 'p';
      return `<${tag}>${escapeHtml(block.text)}</${tag}>`;
    })
    .join('');
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of an entity; safeHtml writes only &amp; &lt; &gt; &quot;, the rest is for good measure. */
function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  }
  return named[body] ?? entity;
}
const decodeEntities = (text: string) => text.replace(/&(#?\w+);/g, decodeEntity);

/**
 * A tag or a run of text of safeHtml's output. Its text never holds '<' (it is written &lt;), so every '<'
 * opens a tag; attributes are not read at all (a link's address is not kept).
 */
const token = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>|([^<]+)|</g;

const textBlockTags = new Set(['p', 'h2', 'h3']);
const listTags = new Set(['ul', 'ol']);

/** The blocks an editor's HTML says, whatever it holds: what the allowlist drops is gone, the rest is text. */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let kind: 'paragraph' | 'heading' = 'paragraph';
  let buffer = '';
  let listDepth = 0;
  let items: string[] = [];

  // The text gathered so far becomes a list item inside a list, otherwise a paragraph or heading.
  const endText = () => {
    const text = blockText(buffer);
    buffer = '';
    if (text === '') return;
    if (listDepth > 0) items.push(text);
    else blocks.push({ type: kind, text });
  };
  const endList = () => {
    if (items.length > 0) blocks.push({ type: 'list', items });
    items = [];
  };

  for (const [whole, closing, name, text] of cleanHtml(html).matchAll(token)) {
    if (text !== undefined) {
      buffer += decodeEntities(text);
      continue;
    }
    const tag = name?.toLowerCase();
    if (tag === undefined) {
      buffer += whole; // a '<' that opens nothing
    } else if (textBlockTags.has(tag)) {
      // Inside a list, a paragraph is part of its item (Tiptap writes <li><p>…</p></li>): only a space apart.
      if (listDepth > 0) buffer += ' ';
      else {
        endText();
        kind = closing || tag === 'p' ? 'paragraph' : 'heading';
      }
    } else if (listTags.has(tag)) {
      endText();
      if (!closing) listDepth += 1;
      else if (listDepth > 0) {
        listDepth -= 1;
        // A nested list's items join its outer list: blocks have one level of list.
        if (listDepth === 0) endList();
      }
    } else if (tag === 'li') {
      endText();
    } else {
      // strong, em, a, br: their text is kept, a line break is a space.
      buffer += tag === 'br' ? ' ' : '';
    }
  }
  endText();
  endList();
  return blocks;
}
