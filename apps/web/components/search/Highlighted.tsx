import type { SnippetPart } from '@/lib/api/search';

/**
 * A title or snippet with the words that matched the query in <mark>. The parts are plain text (React escapes
 * them): nothing from the database is ever read as HTML.
 */
export function Highlighted({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        // A snippet's parts have no identity but their order, and never move.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
