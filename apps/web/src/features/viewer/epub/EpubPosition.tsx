import { Group, Text } from '@mantine/core';
import type { RelocateDetail, View } from 'foliate-js/view.js';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { type BookPages, charactersBefore, measureBookPages, pageAt } from './book-pages.ts';
import classes from './epub-viewer.module.css';

/**
 * Where the reader is: the current chapter's name and a page-like position with the percentage. The
 * page is the book's own page list when it has one, the page itself for a fixed layout, else a page of
 * so many characters (book-pages.ts), counted once the book's sections have been read; until then only
 * the percentage shows.
 */
export function EpubPosition(props: { view: View | null; location: RelocateDetail | null }) {
  const { view, location } = props;
  const { t } = useTranslation();
  const [pages, setPages] = useState<BookPages | null>(null);

  useEffect(() => {
    if (!view || view.isFixedLayout || view.book.pageList?.length) return;
    const abort = new AbortController();
    measureBookPages(view.book, abort.signal)
      .then((measured) => {
        if (measured) setPages(measured);
      })
      .catch((error: unknown) => console.error(error));
    return () => abort.abort();
  }, [view]);

  if (!view) return null;
  const percent = Math.round((location?.fraction ?? 0) * 100);
  const page = position(view, location, pages);
  const chapter = location?.tocItem?.label?.trim();
  return (
    <Group
      className={classes.position}
      gap={8}
      wrap="nowrap"
      data-page={page?.current}
      data-pages={page?.total}
    >
      {chapter && (
        <Text
          className={classes.chapter}
          title={chapter}
          lang={bookLanguage(view)}
          data-testid="epub-chapter"
        >
          {chapter}
        </Text>
      )}
      <Text className={classes.progressText} data-testid="epub-progress">
        {page ? t('viewer.epub.page', { ...page, percent }) : t('viewer.epub.percent', { percent })}
      </Text>
    </Group>
  );
}

function position(
  view: View,
  location: RelocateDetail | null,
  pages: BookPages | null,
): { current: string | number; total: string | number } | null {
  const section = location?.section;
  if (!section) return null;
  if (view.isFixedLayout) return { current: section.current + 1, total: section.total };
  const pageList = view.book.pageList;
  if (pageList?.length) {
    const current = location.pageItem?.label ?? pageList[0]?.label;
    const total = pageList.at(-1)?.label;
    return current && total ? { current, total } : null;
  }
  if (!pages || !location.range) return null;
  return {
    current: pageAt(pages, section.current, charactersBefore(location.range)),
    total: pages.total,
  };
}

function bookLanguage(view: View): string | undefined {
  const language = view.book.metadata?.language;
  return (Array.isArray(language) ? language[0] : language) || undefined;
}
