import { constants, inflateRawSync } from 'node:zlib';
import type { DocumentKind } from './document-outcome.ts';

/** pdf.js looks for the header this far into the file, so a PDF may start with some junk. */
const PDF_HEADER_WINDOW = 1024;
const EPUB_MIMETYPE = 'application/epub+zip';
/** Enough for the zip's first local header with a long extra field. */
export const SNIFF_BYTES = 4096;

/**
 * The first bytes decide: `%PDF-` within the first 1024 bytes is a PDF; a zip whose first entry is
 * `mimetype` holding `application/epub+zip` (stored, or deflated by a careless packer) is an EPUB.
 */
export function sniffFileKind(head: Buffer): DocumentKind | null {
  if (head.subarray(0, PDF_HEADER_WINDOW + 5).includes('%PDF-')) return 'pdf';
  return isEpubZip(head) ? 'epub' : null;
}

function isEpubZip(head: Buffer): boolean {
  if (head.length < 30 || head.readUInt32LE(0) !== 0x04034b50) return false;
  const method = head.readUInt16LE(8);
  const compressedSize = head.readUInt32LE(18);
  const nameLength = head.readUInt16LE(26);
  const extraLength = head.readUInt16LE(28);
  const nameStart = 30;
  if (head.toString('latin1', nameStart, nameStart + nameLength) !== 'mimetype') return false;
  const dataStart = nameStart + nameLength + extraLength;
  // A data descriptor (flag bit 3) leaves the sizes at zero; the stored text still follows.
  const size = compressedSize || EPUB_MIMETYPE.length;
  const data = head.subarray(dataStart, Math.min(head.length, dataStart + Math.min(size, 512)));
  if (method === 0) return data.toString('latin1').trim() === EPUB_MIMETYPE;
  if (method !== 8) return false;
  try {
    return (
      inflateRawSync(data, { maxOutputLength: 512, finishFlush: constants.Z_SYNC_FLUSH })
        .toString('latin1')
        .trim() === EPUB_MIMETYPE
    );
  } catch {
    return false;
  }
}
