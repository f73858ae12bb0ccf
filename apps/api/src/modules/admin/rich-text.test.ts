import type { TextBlock } from '@vitrina/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksToHtml, blockText, htmlToBlocks } from './rich-text';

// The editor's HTML ⇄ the stored blocks (docs/adr/0007): what the editor offers survives, anything else is
// cleaned away or flattened to text, and never reaches the blocks as markup.

/** A text as a block holds it: any characters at all, folded as the conversion folds them, not empty. */
const storedText = fc
  .oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }))
  .map(blockText)
  .filter((text) => text !== '');
const block: fc.Arbitrary<TextBlock> = fc.oneof(
  storedText.map((text) => ({ type: 'paragraph' as const, text })),
  storedText.map((text) => ({ type: 'heading' as const, text })),
  fc.array(storedText, { minLength: 1, maxLength: 5 }).map((items) => ({ type: 'list' as const, items })),
);

/** Every text of `blocks`, to look for markup in. */
const textsOf = (blocks: TextBlock[]) => blocks.flatMap((b) => (b.type === 'list' ? b.items : [b.text]));

describe('rich text as blocks', () => {
  it('reads blocks back from their HTML unchanged', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 8 }), (blocks) => {
        expect(htmlToBlocks(blocksToHtml(blocks))).toEqual(blocks);
      }),
      { numRuns: 500 },
    );
  });

  it('reads what the editor writes: paragraphs, headings and lists', () => {
    const html =
      '<h2>Reducere de vară</h2><p>Până la <strong>-15%</strong> la <em>ferestre</em>.</p>' +
      '<ul><li><p>Montaj gratuit</p></li><li><p>Livrare</p></li></ul><p></p><h3>Condiții</h3><ol><li>Unu</li></ol>';
    expect(htmlToBlocks(html)).toEqual([
      { type: 'heading', text: 'Reducere de vară' },
      { type: 'paragraph', text: 'Până la -15% la ferestre.' },
      { type: 'list', items: ['Montaj gratuit', 'Livrare'] },
      { type: 'heading', text: 'Condiții' },
      { type: 'list', items: ['Unu'] },
    ]);
  });

  it('writes each block as the element the storefront renders it as', () => {
    expect(
      blocksToHtml([
        { type: 'heading', text: 'A & B' },
        { type: 'paragraph', text: '<script>alert(1)</script> "quoted"' },
        { type: 'list', items: ['x < y', 'z'] },
      ]),
    ).toBe(
      '<h2>A &amp; B</h2><p>&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;</p>' +
        '<ul><li>x &lt; y</li><li>z</li></ul>',
    );
  });

  it('keeps the text of typed entities, not markup', () => {
    expect(htmlToBlocks('<p>a &amp; b &lt;i&gt; &quot;c&quot; &copy;&nbsp;d</p>')).toEqual([
      { type: 'paragraph', text: 'a & b <i> "c" ©\u00a0d' },
    ]);
  });

  it('drops scripts, styles and frames with their content', () => {
    const blocks = htmlToBlocks(
      '<p>before<script>alert(1)</script>after</p><style>p{color:red}</style><iframe src="https://x"></iframe>',
    );
    expect(blocks).toEqual([{ type: 'paragraph', text: 'beforeafter' }]);
  });

  it('drops event handlers and javascript: links, keeping the link text', () => {
    const blocks = htmlToBlocks(
      '<p onclick="alert(1)">Click <a href="javascript:alert(1)" onmouseover="x()">here</a>' +
        '<img src=x onerror="alert(1)"></p><svg onload="alert(1)"><p>svg</p></svg>',
    );
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Click here' },
      { type: 'paragraph', text: 'svg' },
    ]);
  });

  it('flattens nested junk to text of one level', () => {
    const html =
      '<div><table><tr><td>cell</td></tr></table><ul><li>a<ul><li>b<ol><li>c</li></ol></li></ul></li></ul>' +
      '<h1>Big</h1><blockquote><p>quote</p></blockquote><h2>x<p>y</p></h2></div><li>stray</li>';
    expect(htmlToBlocks(html)).toEqual([
      { type: 'paragraph', text: 'cell' },
      { type: 'list', items: ['a', 'b', 'c'] },
      { type: 'paragraph', text: 'Big' },
      { type: 'paragraph', text: 'quote' },
      { type: 'heading', text: 'x' },
      { type: 'paragraph', text: 'y' },
      { type: 'paragraph', text: 'stray' },
    ]);
  });

  it('folds line breaks, spaces and control characters to single spaces', () => {
    expect(htmlToBlocks('<p>  one<br>two\n\tthree &#1; four  </p><p> \n </p>')).toEqual([
      { type: 'paragraph', text: 'one two three four' },
    ]);
  });

  it('answers no blocks for an empty editor', () => {
    expect(htmlToBlocks('')).toEqual([]);
    expect(htmlToBlocks('<p></p>')).toEqual([]);
    expect(htmlToBlocks('<ul><li><p></p></li></ul>')).toEqual([]);
  });

  it('never lets markup through, whatever the HTML', () => {
    const tagSoup = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            '<p>',
            '</p>',
            '<h2>',
            '</h3>',
            '<ul>',
            '</ol>',
            '<li>',
            '<script>',
            '</script>',
            '<a href="javascript:x">',
            '<img src=x onerror=alert(1)>',
            '<!--',
            '-->',
            '<',
            '>',
            '&lt;',
            '&#60;',
            '"',
          ),
          fc.string({ maxLength: 5 }),
        ),
        { maxLength: 30 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(tagSoup, (html) => {
        const blocks = htmlToBlocks(html);
        for (const text of textsOf(blocks)) {
          expect(text).toBe(blockText(text));
          expect(text).not.toBe('');
          expect(text).not.toMatch(/<script|onerror=|javascript:/i);
        }
        // What the API answers the editor is read back as the same blocks.
        expect(htmlToBlocks(blocksToHtml(blocks))).toEqual(blocks);
      }),
      { numRuns: 500 },
    );
  });
});
