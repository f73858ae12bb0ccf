import type { TextBlock } from '@vitrina/contract';
import type { Translated } from '../schema';

/**
 * Seed texts are written as plain text and stored as blocks (ADR 7): blank lines separate blocks, a block
 * whose lines all start with '- ' is a list, any other block is a paragraph (its lines joined by a space).
 */
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
