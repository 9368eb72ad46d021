import { type RefObject, useCallback, useRef, useState } from 'react';
import type { FindShown } from './PdfFindBar.tsx';

/**
 * The find box's state in the reader: open or not, the words and match it shows (the reader is taken to
 * the match's page), the words to mark on the pages (the find's while it shows some, else the `?q=` of a
 * full-text hit). Closing gives the reading area the focus back.
 */
export function useBookFind(options: {
  token: string;
  scrollerRef: RefObject<HTMLElement | null>;
  goTo(page: number): void;
  highlightTerms: readonly string[];
}) {
  const { scrollerRef, goTo } = options;
  const [findOpen, setFindOpen] = useState(false);
  const [found, setFound] = useState<FindShown | null>(null);
  const tokenRef = useRef(options.token);
  tokenRef.current = options.token;
  const currentToken = useCallback(() => tokenRef.current, []);
  const openFind = useCallback(() => {
    setFindOpen(true);
    document.querySelector<HTMLInputElement>('[data-find-input]')?.focus();
  }, []);
  const onFound = useCallback(
    (shown: FindShown | null) => {
      setFound(shown);
      if (shown?.place) goTo(shown.place.page);
    },
    [goTo],
  );
  const closeFind = useCallback(() => {
    setFindOpen(false);
    setFound(null);
    scrollerRef.current?.focus({ preventScroll: true });
  }, [scrollerRef]);
  const shownTerms = found?.terms.length ? found.terms : options.highlightTerms;
  return { findOpen, found, shownTerms, currentToken, openFind, onFound, closeFind };
}
