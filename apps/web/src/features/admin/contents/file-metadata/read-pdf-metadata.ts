import type * as PdfJs from 'pdfjs-dist';
import { type FileMetadata, finishMetadata, joined, yearOf } from './file-metadata.ts';

export type PdfJsModule = Pick<typeof PdfJs, 'getDocument' | 'PDFDataRangeTransport'>;

/**
 * pdf.js reads the file by ranges from the chosen file (only its cross-reference table and the objects
 * the metadata lives in), so a large PDF is never held in memory whole.
 */
function fileRanges(pdfjs: PdfJsModule, file: Blob) {
  const transport = new pdfjs.PDFDataRangeTransport(file.size, new Uint8Array(0));
  transport.requestDataRange = (begin: number, end: number) => {
    void file
      .slice(begin, end)
      .arrayBuffer()
      .then((bytes) => transport.onDataRange(begin, new Uint8Array(bytes)))
      .catch(() => transport.abort());
  };
  return transport;
}

type XmpValue = string | string[] | null;
const first = (value: XmpValue | undefined) => (Array.isArray(value) ? value[0] : (value ?? undefined));
const list = (value: XmpValue | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/** Keywords written in one Info string, separated by commas or semicolons. */
const keywordList = (value: unknown) =>
  typeof value === 'string' ? value.split(/[;,、，]/).map((keyword) => keyword.trim()) : [];

/**
 * The metadata of a PDF: XMP first (it holds Unicode as written), the Info dictionary where XMP says
 * nothing (pdf.js decodes its PDFDocEncoding and UTF-16BE strings). An encrypted PDF with an empty
 * user password is read; one that asks for a password, or a broken file, throws.
 */
export async function readPdfMetadata(pdfjs: PdfJsModule, file: Blob): Promise<FileMetadata> {
  const task = pdfjs.getDocument({
    range: fileRanges(pdfjs, file),
    disableAutoFetch: true,
    disableStream: true,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const { info, metadata } = await document.getMetadata();
    const xmp = (name: string) => (metadata?.get(name) ?? null) as XmpValue;
    const dict = info as Record<string, unknown>;
    const subjects = list(xmp('dc:subject'));
    return finishMetadata({
      title: first(xmp('dc:title')) ?? dict.Title,
      author: joined(list(xmp('dc:creator'))) ?? dict.Author,
      distributorName: first(xmp('dc:publisher')),
      year: yearOf(first(xmp('xmp:createdate'))) ?? yearOf(dict.CreationDate),
      description: first(xmp('dc:description')) ?? dict.Subject,
      keywords: joined(subjects.length > 0 ? subjects : keywordList(xmp('pdf:keywords') ?? dict.Keywords)),
      language: first(xmp('dc:language')) ?? dict.Lang,
    });
  } finally {
    await task.destroy();
  }
}
