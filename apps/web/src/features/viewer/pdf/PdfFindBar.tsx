import type { FindInBookResult } from '@hondana/contract';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { type FindPlace, firstPlaceFrom, placesOf } from './find-places.ts';
import classes from './pdf-viewer.module.css';
import { ToolButton } from './ToolButton.tsx';

/** Typing pauses this long before the book is searched. */
const TYPING_PAUSE_MS = 300;

export interface FindShown {
  /** The query's words as they are looked for on a page. */
  terms: readonly string[];
  place: FindPlace | null;
}

interface PdfFindBarProps {
  /** The viewer token now (it is renewed while the reader reads). */
  token(): string;
  /** Where the reader is when a search answers: the first match from here is shown. */
  currentPage: number;
  /** The words found and the match to show (null: nothing to show). */
  onShow(shown: FindShown | null): void;
  onClose(): void;
}

type Answer =
  | { query: string; result: FindInBookResult; places: FindPlace[] }
  | { query: string; failed: true };

/**
 * Find in the book: the words are looked for on the server in the text extracted from the book (the
 * full-text search's), the matches shown one at a time with their count ("3 of 17"). Enter goes to the
 * next, Shift+Enter to the previous, Escape closes.
 */
export default function PdfFindBar(props: PdfFindBarProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [index, setIndex] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const askedRef = useRef('');

  useEffect(() => inputRef.current?.focus(), []);

  const search = (wanted: string) => {
    const q = wanted.trim();
    askedRef.current = q;
    if (!q) {
      setAnswer(null);
      propsRef.current.onShow(null);
      return;
    }
    callApi('findInBook', { body: { token: propsRef.current.token(), q } })
      .then((result) => {
        if (askedRef.current !== q) return;
        const places = placesOf(result);
        const first = firstPlaceFrom(places, propsRef.current.currentPage);
        setAnswer({ query: q, result, places });
        setIndex(first);
        propsRef.current.onShow({ terms: result.terms, place: places[first] ?? null });
      })
      .catch(() => {
        if (askedRef.current !== q) return;
        setAnswer({ query: q, failed: true });
        propsRef.current.onShow(null);
      });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query alone starts a search.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (query.trim() !== askedRef.current) search(query);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const places = answer && 'places' in answer ? answer.places : [];
  const move = (step: 1 | -1) => {
    if (query.trim() !== askedRef.current) {
      search(query);
      return;
    }
    if (!answer || !('result' in answer) || places.length === 0) return;
    const next = (index + step + places.length) % places.length;
    setIndex(next);
    props.onShow({ terms: answer.result.terms, place: places[next] ?? null });
  };

  const count = () => {
    if (!answer) return '';
    if ('failed' in answer) return t('viewer.pdf.findFailed');
    const { total, truncated } = answer.result;
    if (total === 0) return t('viewer.pdf.findNone');
    return t(truncated ? 'viewer.pdf.findMore' : 'viewer.pdf.findCount', { current: index + 1, total });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark of the reader, not a form that is sent.
    <div className={classes.findBar} role="search" data-pdf-find="">
      <TextInput
        ref={inputRef}
        className={classes.findInput}
        size="xs"
        type="search"
        aria-label={t('viewer.pdf.findInput')}
        placeholder={t('viewer.pdf.find')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            move(event.shiftKey ? -1 : 1);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            props.onClose();
          }
        }}
        data-find-input=""
      />
      <span className={classes.findCount} aria-live="polite" data-find-count={places.length}>
        {count()}
      </span>
      <ToolButton
        label={t('viewer.pdf.findPrevious')}
        icon={IconChevronUp}
        onClick={() => move(-1)}
        disabled={places.length === 0}
        testId="find-previous"
      />
      <ToolButton
        label={t('viewer.pdf.findNext')}
        icon={IconChevronDown}
        onClick={() => move(1)}
        disabled={places.length === 0}
        testId="find-next"
      />
      <ActionIcon
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={t('viewer.pdf.findClose')}
        onClick={props.onClose}
        data-find="close"
      >
        <IconX size={20} aria-hidden />
      </ActionIcon>
    </div>
  );
}
