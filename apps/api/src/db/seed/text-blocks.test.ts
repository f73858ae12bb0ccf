import { describe, expect, it } from 'vitest';
import { blocksOf, translatedBlocks } from './text-blocks';

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
