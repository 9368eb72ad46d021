import { FileKind, type ViewerToken } from '@hondana/contract';
import { prefetchBookFile } from './epub/fetch-book-file.ts';
import { markOpening } from './opening-marks.ts';
import { startFirstPagePreview } from './pdf/first-page-preview.ts';
import { pdfStartPage, startPdfWorkerEarly, warmUpPdf } from './pdf/pdf-warmup.ts';
import { positiveInt } from './viewer-address.ts';

/**
 * What a reader downloads first, started the moment a viewer token names the format, before the
 * reader's code: an EPUB's file; a PDF's worker (started) and the ranges its opening reads. Each is
 * started once, whoever asks first (the boot's early request or the viewer's boot). A PDF opening at
 * page 1 also shows its first page's picture at once (first-page-preview.ts). No React here.
 */
export function startReaderDownloads(
  token: Pick<
    ViewerToken,
    'fileUrl' | 'contentInfo' | 'progress' | 'firstPagePreview' | 'watermark' | 'issuedAt'
  >,
): void {
  markOpening('boot-token');
  if (token.contentInfo.extensionType === FileKind.EPUB) {
    prefetchBookFile(token.fileUrl);
    return;
  }
  const addressPage = positiveInt(new URLSearchParams(window.location.search).get('page'));
  const picture = startFirstPagePreview(token, pdfStartPage(token, addressPage));
  const startPdf = () => {
    startPdfWorkerEarly();
    warmUpPdf(token, addressPage);
  };
  // The worker's 1.3 MB script and the ranges wait for the picture: on a busy machine they would
  // compete with its download and paint.
  if (picture) void picture.then(startPdf);
  else startPdf();
}
