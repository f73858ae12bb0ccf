import type { TextBlock } from '@vitrina/contract';
import type { Translated } from '../../db/schema';

// Plain text as blocks (ADR 7) and back. The seed writes its texts so, and info pages keep their bodies so
// (info_pages.body is text in each language, not blocks): blank lines separate blocks, a block whose lines all
// start with '- ' is a list, any other block is a paragraph (its lines joined by a space). Plain text has no
// sub-headings: a heading written into it is kept as a paragraph.

/** The blocks of a plain text. */
export function blocksOf(text: string): TextBlock[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) =>
      block
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0)
    .map(
      (lines): TextBlock =>
        lines.every((line) => line.startsWith('- '))
          ? { type: 'list', items: lines.map((line) => line.slice(2).trim()) }
          : { type: 'paragraph', text: lines.join(' ') },
    );
}

/** `blocksOf` in every language of a translated text. */
export function translatedBlocks(text: Translated): Record<string, TextBlock[]> {
  return Object.fromEntries(Object.entries(text).map(([locale, value]) => [locale, blocksOf(value)]));
}

/**
 * The plain text of blocks whose texts are single lines (as the back office's rich-text conversion makes them):
 * `blocksOf` reads it back as the same blocks, headings as paragraphs (and a paragraph that begins with '- ' as a
 * list of one item: plain text cannot tell them apart).
 */
export function plainTextOf(blocks: readonly TextBlock[]): string {
  return blocks
    .map((block) => (block.type === 'list' ? block.items.map((item) => `- ${item}`).join('\n') : block.text))
    .join('\n\n');
}
