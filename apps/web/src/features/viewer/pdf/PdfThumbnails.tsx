import type { ViewerWatermark } from '@hondana/contract';
import { Drawer } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { PageSize } from './page-layout.ts';
import classes from './pdf-viewer.module.css';
import { CSS_UNITS, releaseCanvas, renderPage } from './render-page.ts';

const THUMBNAIL_WIDTH = 120;

interface PdfThumbnailsProps {
  opened: boolean;
  onClose(): void;
  doc: PDFDocumentProxy;
  sizes: readonly PageSize[];
  currentPage: number;
  onChoose(page: number): void;
  mark: ViewerWatermark | null;
  watermarkText: string;
}

/**
 * The page thumbnails (a drawer, mounted only while open): one button per page, its picture drawn
 * only while it is in the drawer's view and dropped when it leaves, so a long book never holds more
 * than a screenful of small canvases. Each carries the watermark like the pages.
 */
export function PdfThumbnails(props: PdfThumbnailsProps) {
  const { t } = useTranslation();
  const currentRef = useRef<HTMLButtonElement>(null);
  const { opened } = props;
  useEffect(() => {
    if (opened) requestAnimationFrame(() => currentRef.current?.scrollIntoView({ block: 'center' }));
  }, [opened]);
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      title={t('viewer.pdf.thumbnails')}
      closeButtonProps={{ 'aria-label': t('viewer.pdf.closeThumbnails') }}
      size={THUMBNAIL_WIDTH + 80}
      padding="sm"
    >
      <ul className={classes.thumbnails}>
        {props.sizes.map((size, i) => {
          const page = i + 1;
          const current = page === props.currentPage;
          return (
            <li key={page}>
              <button
                ref={current ? currentRef : undefined}
                type="button"
                className={classes.thumbnail}
                aria-current={current ? 'page' : undefined}
                aria-label={t('viewer.pdf.goToPage', { page })}
                onClick={() => props.onChoose(page)}
                data-thumbnail={page}
              >
                <Thumbnail
                  doc={props.doc}
                  page={page}
                  size={size}
                  mark={props.mark}
                  watermarkText={props.watermarkText}
                />
                <span aria-hidden="true">{page}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Drawer>
  );
}

function Thumbnail(props: {
  doc: PDFDocumentProxy;
  page: number;
  size: PageSize;
  mark: ViewerWatermark | null;
  watermarkText: string;
}) {
  const { doc, page, mark, watermarkText } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const scale = THUMBNAIL_WIDTH / (props.size.width * CSS_UNITS);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false), {
      rootMargin: '200px 0px',
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const host = hostRef.current;
    if (!visible || !host) return;
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    doc
      .getPage(page)
      .then((proxy) => {
        if (cancelled) return;
        const render = renderPage(proxy, {
          scale,
          pixelRatio: window.devicePixelRatio || 1,
          mark,
          text: watermarkText,
        });
        cancelRender = render.cancel;
        return render.promise.then(({ canvas }) => {
          if (cancelled) releaseCanvas(canvas);
          else host.replaceChildren(canvas);
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      cancelRender?.();
      releaseCanvas(host.querySelector('canvas'));
      host.replaceChildren();
    };
  }, [visible, doc, page, scale, mark, watermarkText]);

  return (
    <div
      ref={hostRef}
      className={classes.thumbnailPicture}
      style={{
        width: THUMBNAIL_WIDTH,
        height: Math.round(THUMBNAIL_WIDTH * (props.size.height / props.size.width)),
      }}
    />
  );
}
