import type { ViewerWatermark } from '@hondana/contract';
import { Button, Modal, Progress, Stack, Text } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PrintCopy } from '../print/PrintCopy.tsx';
import { isPrintShortcut } from '../print/print-shortcut.ts';
import { CSS_UNITS, releaseCanvas, renderPage } from './render-page.ts';

/** Pages are printed at 150 dpi (pdf.js's own print resolution). */
const PRINT_SCALE = 150 / 72 / CSS_UNITS;

type Preparing = { done: number; total: number };

/**
 * Print modes 1 (all pages) and 2 (the current page) of a PDF. The printout is our
 * print copy (see PrintCopy), never the reading column:
 * - the current page: on `beforeprint` the page on screen (watermark already in its pixels) is copied
 *   into the print copy, so the browser's menu prints it too;
 * - all pages: every page is rendered again at 150 dpi with the watermark, one after another with a
 *   progress bar that can be cancelled, into images of the print copy; then the browser's print opens.
 *   The print shortcut starts the same; until the pages are ready, the browser's menu prints the
 *   current page.
 */
export function usePdfPrint(options: {
  doc: PDFDocumentProxy | null;
  mode: 0 | 1 | 2;
  currentCanvas: () => HTMLCanvasElement | null;
  mark: ViewerWatermark | null;
  text: string;
}): { print: () => void; element: ReactNode } {
  const { doc, mode, mark, text } = options;
  const { t } = useTranslation();
  const [preparing, setPreparing] = useState<Preparing | null>(null);
  const [pages, setPages] = useState<string[] | null>(null);
  const runRef = useRef(0);
  const copyRef = useRef<HTMLCanvasElement>(null);
  const copyHostRef = useRef<HTMLDivElement>(null);
  const currentCanvasRef = useRef(options.currentCanvas);
  currentCanvasRef.current = options.currentCanvas;

  const copyCurrentPage = useCallback(() => {
    const source = currentCanvasRef.current();
    const copy = copyRef.current;
    if (!source || !copy) return;
    copy.width = source.width;
    copy.height = source.height;
    copy.getContext('2d')?.drawImage(source, 0, 0);
  }, []);

  const cancel = useCallback(() => {
    runRef.current += 1;
    setPreparing(null);
  }, []);

  const printAll = useCallback(async () => {
    if (!doc || preparing) return;
    const run = ++runRef.current;
    const total = doc.numPages;
    const urls: string[] = [];
    setPreparing({ done: 0, total });
    try {
      for (let n = 1; n <= total; n++) {
        const page = await doc.getPage(n);
        if (run !== runRef.current) break;
        const { canvas } = await renderPage(page, { scale: PRINT_SCALE, pixelRatio: 1, mark, text }).promise;
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
        releaseCanvas(canvas);
        if (blob) urls.push(URL.createObjectURL(blob));
        if (run !== runRef.current) break;
        setPreparing({ done: n, total });
      }
    } catch {
      runRef.current += 1;
    }
    if (run !== runRef.current) {
      for (const url of urls) URL.revokeObjectURL(url);
      return;
    }
    setPreparing(null);
    setPages(urls);
  }, [doc, preparing, mark, text]);

  // Prepared pages: print once every image is decoded, then go back to the current-page copy.
  useEffect(() => {
    if (!pages) return;
    let stopped = false;
    const images = [...(copyHostRef.current?.querySelectorAll('img') ?? [])];
    void Promise.all(images.map((img) => img.decode().catch(() => undefined))).then(() => {
      if (!stopped) window.print();
      if (!stopped) setPages(null);
    });
    return () => {
      stopped = true;
      for (const url of pages) URL.revokeObjectURL(url);
    };
  }, [pages]);

  useEffect(() => {
    if (mode === 0) return;
    window.addEventListener('beforeprint', copyCurrentPage);
    const onKey = (event: KeyboardEvent) => {
      if (mode !== 1 || !isPrintShortcut(event)) return;
      event.preventDefault();
      void printAll();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('beforeprint', copyCurrentPage);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [mode, copyCurrentPage, printAll]);

  const print = useCallback(() => {
    if (mode === 1) void printAll();
    else if (mode === 2) window.print();
  }, [mode, printAll]);

  if (mode === 0) return { print, element: null };
  const element = (
    <>
      <PrintCopy mode={pages ? 'all' : 'current'}>
        <div ref={copyHostRef}>
          {pages ? (
            pages.map((url, i) => <img key={url} src={url} alt={t('viewer.pdf.page', { page: i + 1 })} />)
          ) : (
            <canvas ref={copyRef} data-print-current="" />
          )}
        </div>
      </PrintCopy>
      <Modal
        opened={preparing !== null}
        onClose={cancel}
        title={t('viewer.print.button')}
        closeOnClickOutside={false}
        centered
      >
        {preparing && (
          <Stack gap="sm">
            <Text size="sm" aria-live="polite">
              {t('viewer.print.preparing', { done: preparing.done, total: preparing.total })}
            </Text>
            <Progress
              value={(preparing.done / Math.max(1, preparing.total)) * 100}
              aria-label={t('viewer.print.button')}
              data-print-progress=""
            />
            <Button variant="default" onClick={cancel}>
              {t('viewer.print.cancel')}
            </Button>
          </Stack>
        )}
      </Modal>
    </>
  );
  return { print, element };
}
