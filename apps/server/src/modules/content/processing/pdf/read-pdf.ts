import { readFile } from 'node:fs/promises';
import { ResultCode } from '@hondana/contract';
import { getDocument, InvalidPDFException, PasswordException } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { type DocumentMetadata, ProcessingRefusal } from '../document-outcome.ts';
import { metadataText, pageText } from '../page-text.ts';
import type { ReaderInput, ReaderResult } from '../reader-output.ts';
import { drawFirstPage } from './first-page.ts';
import { recordPdfOpening } from './pdf-opening.ts';
import { pdfPageText } from './pdf-text.ts';
import { pdfjsAssets } from './pdfjs-assets.ts';

export async function readPdf(input: ReaderInput): Promise<ReaderResult> {
  const found = await readPages(input);
  // The file is read again: pdf.js took the first copy over (its buffer was transferred, now empty).
  return { ...found, pdfOpening: await recordPdfOpening(await readFile(input.filePath)) };
}

async function readPages({
  filePath,
  limits,
  addPage,
}: ReaderInput): Promise<Omit<ReaderResult, 'pdfOpening'>> {
  const bytes = await readFile(filePath);
  const loadingTask = getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    ...pdfjsAssets,
    enableXfa: false,
    verbosity: 0,
  });
  try {
    const document = await loadingTask.promise.catch((error: unknown) => {
      throw openingRefusal(error);
    });
    const pageCount = document.numPages;
    if (pageCount < 1) throw new ProcessingRefusal(ResultCode.FILE_DAMAGED, 'the PDF has no pages');
    if (pageCount > limits.maxPages) {
      throw new ProcessingRefusal(
        ResultCode.FILE_OVER_PROCESSING_LIMITS,
        `${pageCount} pages (limit ${limits.maxPages})`,
      );
    }
    let vertical = 0;
    let horizontal = 0;
    let withText = 0;
    let unreadable = 0;
    for (let pageNo = 1; pageNo <= pageCount; pageNo++) {
      let text = '';
      try {
        const page = await document.getPage(pageNo);
        const found = pdfPageText(await page.getTextContent());
        page.cleanup();
        text = pageText(found.text, limits.maxTextBytesPerPage);
        vertical += found.verticalChars;
        horizontal += found.horizontalChars;
      } catch {
        unreadable++; // one broken page keeps the book; the viewer shows what pdf.js can of it
      }
      if (text) withText++;
      await addPage({ pageNo, text });
    }
    if (unreadable === pageCount)
      throw new ProcessingRefusal(ResultCode.FILE_DAMAGED, 'no page of the PDF can be read');
    const metadata = await pdfMetadata(document, withText > 0);
    if (metadata.hasTextLayer) metadata.writingMode = vertical > horizontal ? 'vertical' : 'horizontal';
    return { pageCount, ...(await drawFirstPage(document)), metadata };
  } finally {
    await loadingTask.destroy();
  }
}

function openingRefusal(error: unknown): ProcessingRefusal {
  if (error instanceof PasswordException) {
    return new ProcessingRefusal(ResultCode.FILE_PASSWORD_PROTECTED, 'the PDF needs an open password');
  }
  const message = (error as Error)?.message ?? String(error);
  if (error instanceof InvalidPDFException) {
    return new ProcessingRefusal(ResultCode.FILE_DAMAGED, `not a readable PDF: ${message}`);
  }
  return new ProcessingRefusal(ResultCode.INVALID_FILE, `pdf.js could not open the file: ${message}`);
}

async function pdfMetadata(document: PDFDocumentProxy, hasTextLayer: boolean): Promise<DocumentMetadata> {
  const metadata: DocumentMetadata = { hasTextLayer };
  try {
    const { info, metadata: xmp } = (await document.getMetadata()) as {
      info: Record<string, unknown>;
      metadata: { get(name: string): unknown } | null;
    };
    const title = metadataText(xmp?.get('dc:title')) ?? metadataText(info.Title);
    const author = metadataText(xmp?.get('dc:creator')) ?? metadataText(info.Author);
    const language = metadataText(info.Language);
    if (title) metadata.title = title;
    if (author) metadata.author = author;
    if (language) metadata.language = language;
    const preferences: unknown = await document.getViewerPreferences();
    const direction =
      preferences instanceof Map
        ? preferences.get('Direction')
        : (preferences as { Direction?: unknown })?.Direction;
    if (direction === 'R2L') metadata.pageProgression = 'rtl';
    else if (direction === 'L2R') metadata.pageProgression = 'ltr';
  } catch {
    // metadata is optional: a broken info dictionary leaves the fields empty
  }
  return metadata;
}
