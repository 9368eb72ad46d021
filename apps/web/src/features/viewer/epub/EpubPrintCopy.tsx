import type { ViewerWatermark } from '@hondana/contract';
import { Button, Modal, Progress, Stack, Text } from '@mantine/core';
import type { RelocateDetail, View } from 'foliate-js/view.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PrintCopy } from '../print/PrintCopy.tsx';
import classes from './epub-viewer.module.css';
import { appendSectionCopy, currentViewCopy } from './scoped-section-copy.ts';
import { watermarkImage } from './watermark-image.ts';
import { appendWholeBook } from './whole-book-copy.ts';

/** A4 at 96 px per inch: the watermark image is stretched over each printed page. */
const PRINTED_PAGE = { width: 794, height: 1123 };

/**
 * What the browser prints (shown only in `@media print`): a copy of the page the reader sees now,
 * kept up to date as they read, or — when the content allows all pages and the reader asks for it
 * (the print button, or Ctrl/⌘+P) — the whole book, built section by section with a progress bar and
 * a cancel button, then printed. The watermark is a `position: fixed` image, which Chromium repeats on
 * every printed page.
 */
export function EpubPrintCopy(props: {
  view: View;
  location: RelocateDetail | null;
  mark: ViewerWatermark | null;
  watermarkText: string;
  /** Increases each time the reader asks for the whole book (0: never; print mode 2 never asks). */
  wholeBookRequest: number;
}) {
  const { view, location, mark, watermarkText, wholeBookRequest } = props;
  const { t } = useTranslation();
  /** Inside the page's print copy (hidden on screen, the only thing printed). */
  const containerRef = useRef<HTMLDivElement>(null);
  /** Off screen but laid out: where the whole book's sections are built and measured (vertical ones are split). */
  const measureRef = useRef<HTMLDivElement>(null);
  const [whole, setWhole] = useState<{ done: number; total: number; abort: AbortController } | null>(null);
  const wholeRef = useRef(false);
  /** Bumped when the whole-book copy is given up (cancelled or printed): the current view comes back. */
  const [viewCopyKey, setViewCopyKey] = useState(0);
  const image = useMemo(
    () => (mark ? watermarkImage(mark, watermarkText, PRINTED_PAGE.width, PRINTED_PAGE.height) : ''),
    [mark, watermarkText],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: viewCopyKey asks for the copy again after the whole book's.
  useEffect(() => {
    const container = containerRef.current;
    if (!container || wholeRef.current) return;
    const copyView = () => {
      if (wholeRef.current) return;
      container.replaceChildren();
      for (const { doc } of view.renderer.getContents()) {
        const range = view.isFixedLayout ? undefined : location?.range;
        appendSectionCopy(container, container.childElementCount > 0, currentViewCopy(doc, range));
      }
    };
    const timer = setTimeout(copyView, 200);
    // Printed right after a page turn (the print button, the menu), the copy is made there and then.
    const beforePrint = () => {
      clearTimeout(timer);
      copyView();
    };
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, [view, location, viewCopyKey]);

  useEffect(() => {
    if (!wholeBookRequest) return;
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return;
    const abort = new AbortController();
    const urls: string[] = [];
    wholeRef.current = true;
    container.replaceChildren();
    setWhole({ done: 0, total: view.book.sections.length, abort });
    appendWholeBook(view.book, measure, {
      signal: abort.signal,
      urls,
      onSection: (done, total) => {
        container.append(...measure.childNodes);
        setWhole({ done, total, abort });
      },
    })
      .then(() => {
        if (abort.signal.aborted) return;
        setWhole(null);
        // Pictures decode before the print dialog takes its snapshot.
        requestAnimationFrame(() => window.print());
      })
      .catch((error: unknown) => {
        console.error(error);
        setWhole(null);
      });
    const done = () => {
      wholeRef.current = false;
      setViewCopyKey((key) => key + 1);
    };
    window.addEventListener('afterprint', done, { once: true });
    return () => {
      abort.abort();
      measure.replaceChildren();
      window.removeEventListener('afterprint', done);
      wholeRef.current = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [wholeBookRequest, view]);

  return (
    <>
      <PrintCopy mode={whole === null && !wholeRef.current ? 'current' : 'all'}>
        <div ref={containerRef} data-testid="epub-print-copy" />
        {image && <img className={classes.printWatermark} src={image} alt="" />}
      </PrintCopy>
      <div className={classes.measure} ref={measureRef} aria-hidden="true" />
      <Modal
        opened={whole !== null}
        onClose={() => whole?.abort.abort()}
        title={t('viewer.epub.preparingPrint')}
        withCloseButton={false}
        closeOnClickOutside={false}
      >
        <Stack>
          <Text size="sm">
            {t('viewer.epub.preparedSections', { done: whole?.done ?? 0, total: whole?.total ?? 0 })}
          </Text>
          <Progress
            value={whole?.total ? (whole.done / whole.total) * 100 : 0}
            aria-label={t('viewer.epub.preparingPrint')}
          />
          <Button
            variant="default"
            onClick={() => {
              whole?.abort.abort();
              setWhole(null);
              wholeRef.current = false;
              setViewCopyKey((key) => key + 1);
            }}
          >
            {t('viewer.epub.cancel')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
