import { ResultCode } from '@hondana/contract';
import { imageCover } from '../cover/image-cover.ts';
import { type CoverImages, ProcessingRefusal } from '../document-outcome.ts';
import { pageText } from '../page-text.ts';
import type { ReaderInput, ReaderResult } from '../reader-output.ts';
import { resolveHref } from './book-paths.ts';
import { decodeDocument } from './decode-document.ts';
import { encryptedEntries } from './encrypted-entries.ts';
import { type EpubPackage, packagePath, parsePackage } from './epub-package.ts';
import { LimitedZip } from './limited-zip.ts';
import { setsVerticalWriting } from './vertical-writing.ts';
import { xhtmlContent } from './xhtml-content.ts';

const DOCUMENT_TYPES = new Set(['application/xhtml+xml', 'text/html', 'image/svg+xml', 'application/xml']);
/** The writing mode is a property of the book: its first documents' stylesheets tell it. */
const STYLED_DOCUMENTS = 10;
const COVER_CANDIDATES = 3;

const damaged = (reason: string) => new ProcessingRefusal(ResultCode.FILE_DAMAGED, reason);

export async function readEpub({ filePath, limits, addPage }: ReaderInput): Promise<ReaderResult> {
  const zip = await LimitedZip.open(filePath, limits);
  try {
    const container = await zip.read('META-INF/container.xml');
    if (!container) throw damaged('the EPUB has no readable META-INF/container.xml');
    const opfPath = packagePath(decodeDocument(container));
    const opf = await zip.read(opfPath);
    if (!opf) throw damaged(`the package document ${opfPath} is missing or unreadable`);
    const book = parsePackage(decodeDocument(opf), opfPath);
    if (book.spine.length === 0) throw damaged('the spine lists no document');
    if (book.spine.length > limits.maxPages) {
      throw new ProcessingRefusal(
        ResultCode.FILE_OVER_PROCESSING_LIMITS,
        `${book.spine.length} spine items (limit ${limits.maxPages})`,
      );
    }

    const encryption = await zip.read('META-INF/encryption.xml');
    const encrypted = encryption ? encryptedEntries(decodeDocument(encryption)) : new Set<string>();
    const images: string[] = [];
    const stylesheets = new Set<string>();
    let css = '';
    let readable = 0;
    let withText = 0;
    // A spine may list one document many times (a 40 KB file repeating a chapter 300 times): it is
    // read and its text stored once, at its first place; page numbers stay the spine's, as the viewer's.
    const spineDocuments = new Set<string>();
    for (const [index, item] of book.spine.entries()) {
      const document = item.path ?? `#${item.id}`;
      if (spineDocuments.has(document)) continue;
      spineDocuments.add(document);
      let text = '';
      const isText = item.path && DOCUMENT_TYPES.has(item.mediaType) && !encrypted.has(item.path);
      const bytes = isText ? await zip.read(item.path as string) : null;
      if (bytes && item.path) {
        readable++;
        const content = xhtmlContent(decodeDocument(bytes));
        text = pageText(content.text, limits.maxTextBytesPerPage);
        for (const src of content.images) pushResolved(images, item.path, src);
        if (index < STYLED_DOCUMENTS) {
          css += content.inlineCss;
          for (const href of content.stylesheets) {
            const path = resolveHref(item.path, href);
            if (path) stylesheets.add(path);
          }
        }
      } else if (item.path && item.mediaType.startsWith('image/') && zip.has(item.path)) {
        readable++; // an image as a spine item: a page without text
        images.push(item.path);
      }
      if (text) withText++;
      await addPage({ pageNo: index + 1, text, position: item.href });
    }
    if (readable === 0) {
      const drm = book.spine.some((item) => item.path && encrypted.has(item.path));
      throw damaged(drm ? 'the spine documents are encrypted (DRM)' : 'no document of the spine can be read');
    }

    for (const path of stylesheets) {
      const bytes = await zip.read(path);
      if (bytes) css += `\n${bytes.toString('utf8')}`;
    }
    const vertical = setsVerticalWriting(css) || /^vertical/i.test(book.writingModeHint ?? '');
    return {
      pageCount: book.spine.length,
      cover: await epubCover(zip, book, images),
      metadata: {
        title: book.title,
        author: book.author,
        language: book.language,
        pageProgression: book.pageProgression,
        writingMode: vertical ? 'vertical' : 'horizontal',
        hasTextLayer: withText > 0,
      },
    };
  } finally {
    zip.close();
  }
}

function pushResolved(images: string[], from: string, src: string) {
  if (images.length >= COVER_CANDIDATES) return;
  const path = resolveHref(from, src);
  if (path) images.push(path);
}

/** The declared cover image, else the first images of the spine; the first that decodes. */
async function epubCover(
  zip: LimitedZip,
  book: EpubPackage,
  spineImages: string[],
): Promise<CoverImages | null> {
  const candidates: string[] = [];
  const declared = book.coverItem;
  if (declared?.path && declared.mediaType.startsWith('image/')) candidates.push(declared.path);
  candidates.push(...spineImages);
  for (const path of [...new Set(candidates)].slice(0, COVER_CANDIDATES)) {
    const bytes = await zip.read(path);
    const cover = bytes ? await imageCover(bytes) : null;
    if (cover) return cover;
  }
  return null;
}
