import type { FullTextPageHit } from '@hondana/contract';
import classes from './search.module.css';

/** A page's snippet: its parts as text, the searched words in `<mark>` (never HTML from the server). */
export function Snippet({ parts }: { parts: FullTextPageHit['snippet'] }) {
  return (
    <span className={classes.snippet} data-snippet="">
      {parts.map((part, index) => {
        // The parts of one snippet, never reordered: their place is their key.
        const key = index;
        return part.hit ? <mark key={key}>{part.text}</mark> : <span key={key}>{part.text}</span>;
      })}
    </span>
  );
}
