import type { FullTextPageHit } from '@hondana/contract';
import classes from './search.module.css';

/** A page's snippet: its parts as text, the searched words in `<mark>` (never HTML from the server). */
export function Snippet({ parts }: { parts: FullTextPageHit['snippet'] }) {
  return (
    <span className={classes.snippet} data-snippet="">
      {parts.map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet, never reordered.
        part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </span>
  );
}
