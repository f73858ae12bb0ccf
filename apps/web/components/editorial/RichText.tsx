import type { TextBlock } from '@/lib/api';

/**
 * Structured text of the API (paragraphs, sub-headings, lists) as elements: no HTML from the database is
 * ever injected. Sub-headings are h2: the page's h1 is the article's title.
 */
export function RichText({ blocks, className }: { blocks: readonly TextBlock[]; className?: string }) {
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        // Blocks have no ids and never reorder: their position is their identity.
        const key = `${block.type}-${index}`;
        if (block.type === 'heading') return <h2 key={key}>{block.text}</h2>;
        if (block.type === 'list')
          return (
            <ul key={key}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
