import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import classes from './pdf-viewer.module.css';
import { fitPictureToSlot } from './preview-overlay.ts';

/**
 * Page 1's slot while pdf.js is still opening the book: the first page's picture with its watermark
 * (first-page-preview.ts). The canvas is handed on to page 1's own slot when the book is open, so it
 * is not released here.
 */
export function PreviewPage(props: {
  canvas: HTMLCanvasElement;
  top: number;
  width: number;
  height: number;
}) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const { canvas } = props;
  useLayoutEffect(() => {
    fitPictureToSlot(canvas, classes.canvas ?? '');
    hostRef.current?.replaceChildren(canvas);
  }, [canvas]);
  return (
    <figure
      className={classes.page}
      style={{ top: props.top, width: props.width, height: props.height }}
      aria-label={t('viewer.pdf.page', { page: 1 })}
      data-first-page-preview=""
    >
      <div ref={hostRef} className={classes.canvasHost} />
    </figure>
  );
}
