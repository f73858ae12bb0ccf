import type { TextBlock } from '@vitrina/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockText } from '../admin/rich-text';
import { blocksOf, plainTextOf, translatedBlocks } from './plain-text';

describe('blocksOf', () => {
  it('splits paragraphs on blank lines and reads "- " blocks as lists', () => {
    expect(blocksOf('First line\ncontinued.\n\n- one\n- two\n\n\nLast.')).toEqual([
      { type: 'paragraph', text: 'First line continued.' },
      { type: 'list', items: ['one', 'two'] },
      { type: 'paragraph', text: 'Last.' },
    ]);
  });

  it('keeps a block with only some "- " lines as a paragraph and drops empty text', () => {
    expect(blocksOf('Note:\n- one')).toEqual([{ type: 'paragraph', text: 'Note: - one' }]);
    expect(blocksOf('  \n\n ')).toEqual([]);
  });

  it('converts every language', () => {
    expect(translatedBlocks({ ro: 'a', ru: '- б' })).toEqual({
      ro: [{ type: 'paragraph', text: 'a' }],
      ru: [{ type: 'list', items: ['б'] }],
    });
  });
});

describe('plainTextOf', () => {
  it('writes paragraphs and lists that blocksOf reads back, a heading as a paragraph', () => {
    const text = plainTextOf([
      { type: 'heading', text: 'Termeni' },
      { type: 'paragraph', text: 'Plata la livrare.' },
      { type: 'list', items: ['card', 'numerar'] },
    ]);
    expect(text).toBe('Termeni\n\nPlata la livrare.\n\n- card\n- numerar');
    expect(blocksOf(text)).toEqual([
      { type: 'paragraph', text: 'Termeni' },
      { type: 'paragraph', text: 'Plata la livrare.' },
      { type: 'list', items: ['card', 'numerar'] },
    ]);
  });
});

/** A block's text as the back office's conversion leaves it: folded to one line, not empty. */
const storedText = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .map(blockText)
  .filter((text) => text !== '');

describe('plain text as blocks', () => {
  it('reads paragraphs and lists back from their plain text unchanged', () => {
    const block: fc.Arbitrary<TextBlock> = fc.oneof(
      // A paragraph that begins with '- ' reads back as a list of one: the form has no way to say otherwise.
      storedText
        .filter((text) => !text.startsWith('- '))
        .map((text) => ({ type: 'paragraph' as const, text })),
      fc.array(storedText, { minLength: 1, maxLength: 5 }).map((items) => ({ type: 'list' as const, items })),
    );
    fc.assert(
      fc.property(fc.array(block, { maxLength: 8 }), (blocks) => {
        expect(blocksOf(plainTextOf(blocks))).toEqual(blocks);
      }),
      { numRuns: 500 },
    );
  });
});
