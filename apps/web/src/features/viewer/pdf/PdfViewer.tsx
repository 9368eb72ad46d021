import { Alert, Loader, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { markOpening } from '../opening-marks.ts';
import type { DocumentViewerProps } from '../viewer-props.ts';
import { claimFirstPagePreview, type FirstPagePicture } from './first-page-preview.ts';
import { openPdf } from './open-pdf.ts';
import { PdfPage } from './PdfPage.tsx';
import { PdfThumbnails } from './PdfThumbnails.tsx';
import { PdfToolbar } from './PdfToolbar.tsx';
import { PreviewPage } from './PreviewPage.tsx';
import {
  PAGE_GAP,
  type PageSize,
  pageAt,
  pageOffsets,
  pagesInView,
  scaleFor,
  stepZoom,
  type ZoomMode,
} from './page-layout.ts';
import { type OutlineEntry, readOutline } from './pdf-outline.ts';
import classes from './pdf-viewer.module.css';
import { pdfStartPage } from './pdf-warmup.ts';
import { CSS_UNITS } from './render-page.ts';
import { useBookFind } from './use-book-find.ts';
import { usePageKeys } from './use-page-keys.ts';
import { usePdfPrint } from './use-pdf-print.tsx';
import { useSavedZoom } from './use-saved-zoom.ts';

const PdfOutline = lazy(() => import('./PdfOutline.tsx'));
const PdfFindBar = lazy(() => import('./PdfFindBar.tsx'));

type Phase = 'opening' | 'ready' | 'error';

/**
 * The PDF reader (pdfjs-dist, its lower-level API): one scrolling column of page slots sized before
 * their bytes arrive, only the pages in view (and one either side) drawn — a 500-page book holds a
 * handful of canvases —, each page's watermark drawn into its canvas. Bytes come by range through the
 * viewer token (open-pdf.ts). Keys and swipes (use-page-keys.ts), a page-number field, zoom kept per
 * reader and book, thumbnails, the outline as contents, find in the book; selectable text only where the
 * content may be printed; the print modes of use-pdf-print.tsx.
 */
const NO_TERMS: readonly string[] = [];
export default function PdfViewer(props: DocumentViewerProps) {
  const { token, watermarkText } = props;
  const highlightTerms = props.highlightTerms ?? NO_TERMS;
  const { contentInfo } = token;
  const mark = token.watermark;
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('opening');
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [sizes, setSizes] = useState<PageSize[]>([]);
  const [zoom, setZoom] = useSavedZoom(token, props.progressOnServer ?? false, props.onProgress);
  const [outline, setOutline] = useState<OutlineEntry[]>([]);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [view, setView] = useState({ top: 0, height: 0 });
  const [currentPage, setCurrentPage] = useState(1);
  const [thumbnails, setThumbnails] = useState(false);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const fileUrlRef = useRef(token.fileUrl);
  fileUrlRef.current = token.fileUrl;
  const onProgressRef = useRef(props.onProgress);
  onProgressRef.current = props.onProgress;
  const startPageRef = useRef(pdfStartPage(token, props.initialPage));
  const [preview, setPreview] = useState<FirstPagePicture | null>(null);

  // The first page's picture (first-page-preview.ts) holds page 1's place until pdf.js has drawn it;
  // the column is laid out from its page size, every page assumed that size until pdf.js says. Taken
  // before the browser paints: the overlay it replaces and the slot it fills are the same frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken once per content, like the opening.
  useLayoutEffect(() => {
    claimFirstPagePreview(contentInfo.id, (picture) => {
      setPreview(picture);
      setSizes((known) =>
        known.length ? known : Array.from({ length: contentInfo.pageCount ?? 1 }, () => picture.page),
      );
    });
  }, [contentInfo.id]);
  const onPageDrawn = useCallback((page: number) => {
    if (page === 1) setPreview(null);
  }, []);

  // Opened once per content: a renewed token changes the address only (read at each range request).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the file size and address are read at opening; a renewal must not reopen.
  useEffect(() => {
    let closed = false;
    markOpening('pdf-open');
    const task = openPdf({
      fileSize: contentInfo.fileSize,
      currentUrl: () => fileUrlRef.current,
      onFailure: () => {
        if (!closed) setPhase('error');
      },
    });
    task.promise
      .then(async (opened) => {
        markOpening('pdf-opened');
        const first = await opened.getPage(1);
        if (closed) return;
        const { width, height } = first.getViewport({ scale: 1 });
        setSizes(Array.from({ length: opened.numPages }, () => ({ width, height })));
        setDoc(opened);
        setPhase('ready');
        const entries = await readOutline(opened);
        if (!closed) setOutline(entries);
      })
      .catch(() => {
        if (!closed) setPhase('error');
      });
    return () => {
      closed = true;
      void task.destroy();
    };
  }, [contentInfo.id]);

  /**
   * Where the column was scrolled while it was last on screen. A hidden column (the print copy is what
   * prints; a style sheet may hide the page) loses its scroll position: it gets it back on showing
   * again, and the reader's place is not taken from it meanwhile.
   */
  const shownTopRef = useRef(0);
  const hiddenRef = useRef(false);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => {
      if (scroller.clientHeight === 0) {
        hiddenRef.current = true;
        return;
      }
      if (hiddenRef.current) {
        hiddenRef.current = false;
        scroller.scrollTop = shownTopRef.current;
      }
      setBox({ width: scroller.clientWidth, height: scroller.clientHeight });
      setView({ top: scroller.scrollTop, height: scroller.clientHeight });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  const scale = useMemo(
    () => (sizes[0] && box.width ? scaleFor(zoom, sizes[0], box) : 1),
    [zoom, sizes, box],
  );
  const { tops, total } = useMemo(() => pageOffsets(sizes, scale), [sizes, scale]);
  const widest = useMemo(
    () => sizes.reduce((w, s) => Math.max(w, Math.floor(s.width * CSS_UNITS * scale)), 0),
    [sizes, scale],
  );

  const scrollToPage = useCallback(
    (page: number) => {
      const scroller = scrollerRef.current;
      const top = tops[Math.min(tops.length, Math.max(1, page)) - 1];
      if (scroller && top !== undefined) scroller.scrollTop = top - PAGE_GAP;
    },
    [tops],
  );

  // The first layout opens at the page of the address or of the saved progress.
  const startedRef = useRef(false);
  useLayoutEffect(() => {
    if (startedRef.current || !doc || !box.width || !tops.length) return;
    startedRef.current = true;
    const start = Math.min(tops.length, Math.max(1, startPageRef.current));
    scrollToPage(start);
    setCurrentPage(start);
  }, [doc, box.width, tops, scrollToPage]);

  // A new zoom keeps the reader on the same place of the same page.
  const anchorRef = useRef<{ page: number; within: number } | null>(null);
  const previousScaleRef = useRef(scale);
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    if (previousScaleRef.current === scale) return;
    previousScaleRef.current = scale;
    const scroller = scrollerRef.current;
    if (!anchor || !scroller || !startedRef.current) return;
    const top = tops[anchor.page - 1] ?? 0;
    const height = Math.floor((sizes[anchor.page - 1]?.height ?? 0) * CSS_UNITS * scale);
    scroller.scrollTop = top + anchor.within * height - PAGE_GAP;
  }, [scale, tops, sizes]);

  const onScroll = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller || hiddenRef.current || scroller.clientHeight === 0) return;
    shownTopRef.current = scroller.scrollTop;
    setView({ top: scroller.scrollTop, height: scroller.clientHeight });
    if (!startedRef.current) return;
    const page = pageAt(tops, scroller.scrollTop + scroller.clientHeight / 3);
    setCurrentPage(page);
    const top = tops[page - 1] ?? 0;
    const height = Math.max(1, Math.floor((sizes[page - 1]?.height ?? 1) * CSS_UNITS * scale));
    anchorRef.current = { page, within: (scroller.scrollTop + PAGE_GAP - top) / height };
  }, [tops, sizes, scale]);

  useEffect(() => {
    if (phase === 'ready' && startedRef.current) onProgressRef.current({ lastPage: currentPage });
  }, [currentPage, phase]);

  const goTo = useCallback(
    (page: number) => {
      const target = Math.min(sizes.length, Math.max(1, page));
      scrollToPage(target);
      setCurrentPage(target);
    },
    [sizes.length, scrollToPage],
  );

  const onZoom = useCallback(
    (wanted: ZoomMode | 'in' | 'out') => {
      const scroller = scrollerRef.current;
      if (scroller && !anchorRef.current) anchorRef.current = { page: currentPage, within: 0 };
      if (wanted === 'in' || wanted === 'out') setZoom(stepZoom(scale, wanted === 'in' ? 1 : -1));
      else setZoom(wanted);
    },
    [scale, currentPage, setZoom],
  );

  const { findOpen, found, shownTerms, currentToken, openFind, onFound, closeFind } = useBookFind({
    token: token.token,
    scrollerRef,
    goTo,
    highlightTerms,
  });

  const { onTouchStart, onTouchEnd } = usePageKeys({
    scrollerRef,
    currentPage,
    pageCount: sizes.length,
    ready: doc !== null,
    goTo,
    onFind: openFind,
  });

  const onSize = useCallback((page: number, size: PageSize) => {
    setSizes((all) => {
      const known = all[page - 1];
      if (!known || (Math.abs(known.width - size.width) < 0.5 && Math.abs(known.height - size.height) < 0.5))
        return all;
      const next = all.slice();
      next[page - 1] = size;
      return next;
    });
  }, []);

  const printMode = contentInfo.print;
  const { print, element: printElement } = usePdfPrint({
    doc,
    mode: printMode,
    currentCanvas: () => pageCanvas(scrollerRef.current, currentPage),
    mark,
    text: watermarkText,
  });

  const range = pagesInView(tops, total, view, 1);
  const shown: number[] = [];
  if (doc) for (let page = range.first; page <= range.last; page++) shown.push(page);

  return (
    <div
      className={classes.root}
      data-pdf-viewer=""
      data-phase={phase}
      data-current-page={currentPage}
      data-page-count={sizes.length || undefined}
    >
      <PdfToolbar
        title={contentInfo.title}
        page={currentPage}
        pageCount={sizes.length}
        onPage={goTo}
        onPageEntered={() => scrollerRef.current?.focus({ preventScroll: true })}
        zoom={zoom}
        scale={scale}
        onZoom={onZoom}
        onThumbnails={() => setThumbnails(true)}
        onOutline={outline.length > 0 ? () => setOutlineOpen(true) : undefined}
        onFind={openFind}
        findOpen={findOpen}
        printMode={printMode}
        onPrint={print}
      />
      {findOpen && (
        <Suspense fallback={null}>
          <PdfFindBar token={currentToken} currentPage={currentPage} onShow={onFound} onClose={closeFind} />
        </Suspense>
      )}
      <div className={classes.body}>
        <section
          ref={scrollerRef}
          className={classes.scroller}
          onScroll={onScroll}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the reading area scrolls by keyboard once focused.
          tabIndex={0}
          aria-label={t('viewer.pdf.pages', { title: contentInfo.title })}
          data-pdf-scroller=""
        >
          <div className={classes.column} style={{ height: total, width: widest + 2 * PAGE_GAP }}>
            {!doc && preview && (
              <PreviewPage
                canvas={preview.canvas}
                top={tops[0] ?? PAGE_GAP}
                width={Math.floor(preview.page.width * CSS_UNITS * scale)}
                height={Math.floor(preview.page.height * CSS_UNITS * scale)}
              />
            )}
            {doc &&
              shown.map((page) => (
                <PdfPage
                  key={page}
                  doc={doc}
                  pageNumber={page}
                  scale={scale}
                  top={tops[page - 1] ?? 0}
                  width={Math.floor((sizes[page - 1]?.width ?? 0) * CSS_UNITS * scale)}
                  height={Math.floor((sizes[page - 1]?.height ?? 0) * CSS_UNITS * scale)}
                  mark={mark}
                  watermarkText={watermarkText}
                  textLayer={printMode !== 0}
                  current={page === currentPage}
                  highlightTerms={shownTerms}
                  activeMatch={found?.place?.page === page ? found.place.ordinal : undefined}
                  onSize={onSize}
                  placeholder={page === 1 ? (preview?.canvas ?? null) : null}
                  onDrawn={onPageDrawn}
                />
              ))}
          </div>
        </section>
        {phase === 'opening' &&
          (preview ? (
            <VisuallyHidden role="status">{t('viewer.opening')}</VisuallyHidden>
          ) : (
            <div className={classes.status} role="status">
              <Loader aria-hidden />
              <Text>{t('viewer.opening')}</Text>
            </div>
          ))}
        {phase === 'error' && (
          <div className={classes.status}>
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} data-pdf-error="">
              {t('viewer.pdf.openFailed')}
            </Alert>
          </div>
        )}
      </div>
      {doc && thumbnails && (
        <PdfThumbnails
          opened={thumbnails}
          onClose={() => setThumbnails(false)}
          doc={doc}
          sizes={sizes}
          currentPage={currentPage}
          onChoose={(page) => {
            setThumbnails(false);
            goTo(page);
          }}
          mark={mark}
          watermarkText={watermarkText}
        />
      )}
      {outlineOpen && (
        <Suspense fallback={null}>
          <PdfOutline
            opened={outlineOpen}
            onClose={() => setOutlineOpen(false)}
            entries={outline}
            currentPage={currentPage}
            onChoose={(page) => {
              setOutlineOpen(false);
              goTo(page);
            }}
          />
        </Suspense>
      )}
      {printElement}
    </div>
  );
}

/** The drawn canvas of a page (only pages near the view have one). */
function pageCanvas(scroller: HTMLElement | null, page: number): HTMLCanvasElement | null {
  return scroller?.querySelector<HTMLCanvasElement>(`[data-page="${page}"] canvas`) ?? null;
}
