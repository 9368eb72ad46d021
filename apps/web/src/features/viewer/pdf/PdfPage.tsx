import type { ViewerWatermark } from '@hondana/contract';
import { Loader } from '@mantine/core';
import { type PageViewport, type PDFDocumentProxy, type PDFPageProxy, TextLayer } from 'pdfjs-dist';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { markOpening } from '../opening-marks.ts';
import { type HighlightRect, highlightRects } from './highlight-rects.ts';
import classes from './pdf-viewer.module.css';
import { fitPictureToSlot } from './preview-overlay.ts';
import { CSS_UNITS, releaseCanvas, renderPage } from './render-page.ts';

export interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  top: number;
  width: number;
  height: number;
  mark: ViewerWatermark | null;
  watermarkText: string;
  /** Selectable text over the picture (only where the content may be printed). */
  textLayer: boolean;
  current: boolean;
  /** Searched words to mark on the page (`?q=` of a full-text hit, or the viewer's find box). */
  highlightTerms: readonly string[];
  /** The place among the page's matches the find box is on (marked apart), if on this page. */
  activeMatch?: number | undefined;
  onSize(pageNumber: number, size: { width: number; height: number }): void;
  /** A picture shown until pdf.js has drawn the page (page 1's preview: first-page-preview.ts). */
  placeholder?: HTMLCanvasElement | null;
  /** pdf.js has drawn the page (its watermark with it). */
  onDrawn?(pageNumber: number): void;
}

/**
 * One page slot of the reading column: its size is known before its bytes are, its picture arrives
 * when pdf.js has the chunks. A new zoom keeps the old picture on screen until the new one (with its
 * watermark) replaces it.
 */
export function PdfPage(props: PdfPageProps) {
  const { doc, pageNumber, scale, mark, watermarkText, textLayer, highlightTerms, onSize } = props;
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [highlights, setHighlights] = useState<HighlightRect[]>([]);
  const [drawnPage, setDrawnPage] = useState<{ page: PDFPageProxy; viewport: PageViewport } | null>(null);
  const onSizeRef = useRef(onSize);
  onSizeRef.current = onSize;
  const onDrawnRef = useRef(props.onDrawn);
  onDrawnRef.current = props.onDrawn;
  const placeholder = props.placeholder ?? null;

  // The placeholder goes into the empty slot before the browser paints (no blank frame in between).
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (placeholder && host && !host.querySelector('canvas')) {
      fitPictureToSlot(placeholder, classes.canvas ?? '');
      host.replaceChildren(placeholder);
    }
  }, [placeholder]);

  useEffect(() => {
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    let text: TextLayer | undefined;
    const host = hostRef.current;
    doc
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return;
        markOpening('pdf-page-ready');
        const base = page.getViewport({ scale: 1 });
        onSizeRef.current(pageNumber, { width: base.width, height: base.height });
        const render = renderPage(page, {
          scale,
          pixelRatio: window.devicePixelRatio || 1,
          mark,
          text: watermarkText,
        });
        cancelRender = render.cancel;
        return render.promise.then(({ canvas, viewport }) => {
          if (cancelled || !host) {
            releaseCanvas(canvas);
            return;
          }
          canvas.className = classes.canvas ?? '';
          releaseCanvas(host.querySelector('canvas'));
          host.replaceChildren(canvas);
          setDrawn(true);
          setDrawnPage({ page, viewport });
          onDrawnRef.current?.(pageNumber);
          const layer = textRef.current;
          if (!textLayer || !layer) return;
          layer.replaceChildren();
          layer.style.setProperty('--total-scale-factor', String(scale * CSS_UNITS));
          text = new TextLayer({ textContentSource: page.streamTextContent(), container: layer, viewport });
          text.render().catch(() => undefined);
        });
      })
      .catch(() => {
        // A cancelled render (zoom, scrolled away) or a page pdf.js cannot draw: the slot stays blank.
      });
    return () => {
      cancelled = true;
      cancelRender?.();
      text?.cancel();
    };
  }, [doc, pageNumber, scale, mark, watermarkText, textLayer]);

  // The words are placed over the drawn picture; new words do not draw the page again.
  useEffect(() => {
    if (!drawnPage || highlightTerms.length === 0) {
      setHighlights([]);
      return;
    }
    let cancelled = false;
    drawnPage.page
      .getTextContent()
      .then((content) => {
        if (!cancelled) setHighlights(highlightRects(content, drawnPage.viewport, highlightTerms));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [drawnPage, highlightTerms]);

  useEffect(() => {
    const host = hostRef.current;
    return () => releaseCanvas(host?.querySelector('canvas'));
  }, []);

  return (
    <figure
      className={classes.page}
      style={{ top: props.top, width: props.width, height: props.height }}
      aria-label={t('viewer.pdf.page', { page: pageNumber })}
      data-page={pageNumber}
      data-drawn={drawn ? '' : undefined}
      data-current={props.current ? '' : undefined}
      data-highlights={highlights.length || undefined}
    >
      <div ref={hostRef} className={classes.canvasHost} />
      {highlights.length > 0 && (
        <div className={classes.highlights} aria-hidden>
          {highlights.map((h) => (
            <div
              key={`${h.left},${h.top},${h.offset}`}
              className={classes.highlight}
              data-active-match={h.match === props.activeMatch ? '' : undefined}
              style={{
                left: h.left,
                top: h.top,
                width: h.length,
                height: h.thickness,
                transform: `rotate(${h.angle}rad) translateX(${h.offset}px)`,
              }}
            />
          ))}
        </div>
      )}
      {textLayer && <div ref={textRef} className={classes.textLayer} />}
      {!drawn && !placeholder && (
        <div className={classes.pageLoading}>
          <Loader size="sm" aria-label={t('viewer.pdf.pageLoading', { page: pageNumber })} />
        </div>
      )}
    </figure>
  );
}
