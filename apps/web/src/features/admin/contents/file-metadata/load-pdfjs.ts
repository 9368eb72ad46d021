import * as pdfjs from 'pdfjs-dist';
import { pdfWorkerUrl } from '../../../viewer/pdf/pdf-assets.ts';
import type { PdfJsModule } from './read-pdf-metadata.ts';

/** pdf.js as the viewer runs it (its worker from the build's assets); imported when a PDF is chosen. */
export function loadPdfJs(): PdfJsModule {
  if (!pdfjs.GlobalWorkerOptions.workerSrc) pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
  return pdfjs;
}
