import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import NotesIcon from '@mui/icons-material/Notes';
import TitleIcon from '@mui/icons-material/Title';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  DefaultEditorOptions,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useEffect, useMemo, useState } from 'react';
import { required, useTranslate } from 'react-admin';

// A body is kept as blocks (docs/adr/0007): paragraphs, sub-headings and bulleted lists of plain text. The
// editor offers exactly that, so what is typed is what the storefront shows: bold, links, numbered lists,
// images, quotes and line breaks would be flattened or dropped by the API, and are not offered at all.

const starterKit = DefaultEditorOptions.extensions?.find((extension) => extension.name === 'starterKit');
/** The editor's options; without headings where the text is kept as plain text (an info page's body). */
const editorOptionsOf = (headings: boolean) => ({
  ...DefaultEditorOptions,
  // Tiptap adds a <style> of its own; the page's Content-Security-Policy lets it in only with the page's nonce
  // (the meta tag main.tsx reads for MUI's styles too).
  injectNonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined,
  extensions: starterKit
    ? [
        starterKit.configure({
          heading: headings ? { levels: [2] } : false,
          blockquote: false,
          bold: false,
          code: false,
          codeBlock: false,
          hardBreak: false,
          horizontalRule: false,
          italic: false,
          link: false,
          orderedList: false,
          strike: false,
          underline: false,
        }),
      ]
    : [],
});

type Block = 'paragraph' | 'heading' | 'list';

/** The starter kit's block commands (their types live in extension packages this app does not import). */
interface BlockChain {
  toggleBulletList(): BlockChain;
  setHeading(attributes: { level: 2 }): BlockChain;
  setParagraph(): BlockChain;
  run(): boolean;
}

/** The kinds of block, as one group of toggles: what the cursor is in is pressed. */
function BlockButtons({ headings }: { headings: boolean }) {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [, redraw] = useState(0);
  useEffect(() => {
    if (!editor) return;
    const update = () => redraw((count) => count + 1);
    editor.on('transaction', update);
    return () => {
      editor.off('transaction', update);
    };
  }, [editor]);
  const current: Block | undefined = !editor
    ? undefined
    : editor.isActive('bulletList')
      ? 'list'
      : editor.isActive('heading')
        ? 'heading'
        : 'paragraph';
  const choose = (_event: unknown, block: Block | null) => {
    if (!editor || !block) return;
    const chain = editor.chain().focus() as unknown as BlockChain;
    if (block === 'list') chain.toggleBulletList().run();
    else {
      if (editor.isActive('bulletList')) chain.toggleBulletList();
      (block === 'heading' ? chain.setHeading({ level: 2 }) : chain.setParagraph()).run();
    }
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current ?? null}
      onChange={choose}
      disabled={!editor?.isEditable}
    >
      <ToggleButton value="paragraph" aria-label={translate('vitrina.content.blocks.paragraph')}>
        <NotesIcon fontSize="inherit" />
      </ToggleButton>
      {headings ? (
        <ToggleButton value="heading" aria-label={translate('vitrina.content.blocks.heading')}>
          <TitleIcon fontSize="inherit" />
        </ToggleButton>
      ) : null}
      <ToggleButton value="list" aria-label={translate('vitrina.content.blocks.list')}>
        <FormatListBulleted fontSize="inherit" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * One language's editor. Tiptap's editable area is the textbox: it carries the label itself (axe). Loaded only
 * where a body is edited (BodyInput): Tiptap is a third of the back office's code.
 */
export default function BodyEditor({
  source,
  label,
  headings = true,
}: {
  source: string;
  label: string;
  headings?: boolean;
}) {
  // One object per label: the editor is made again whenever its options change.
  const options = useMemo(
    () => ({ ...editorOptionsOf(headings), editorProps: { attributes: { 'aria-label': label } } }),
    [label, headings],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      validate={required()}
      editorOptions={options}
      toolbar={
        <RichTextInputToolbar>
          <BlockButtons headings={headings} />
        </RichTextInputToolbar>
      }
    />
  );
}
