import { type FileMetadata, finishMetadata } from './file-metadata.ts';
import type { PdfJsModule } from './read-pdf-metadata.ts';

/** Reading gives up after this long: the form keeps the file name as the title. */
export const READ_TIMEOUT_MS = 20_000;

/** The smallest PDF a writer produces (header, catalog, pages, cross-reference table, trailer) is ≈ 300 bytes. */
const MIN_PDF_BYTES = 128;

export type MetadataOutcome =
  | { ok: true; metadata: FileMetadata }
  /** `locked`: a PDF that asks for a password; `unreadable`: broken, not what its name says, or too slow. */
  | { ok: false; reason: 'locked' | 'unreadable' };

async function kindOf(file: Blob): Promise<'pdf' | 'epub' | null> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const text = new TextDecoder('latin1').decode(head);
  if (text.includes('%PDF-')) return 'pdf';
  if (text.startsWith('PK\u0003\u0004')) return 'epub';
  return null;
}

/**
 * What a chosen file says about itself, read in the admin's browser before anything is sent (the kind
 * by its first bytes, as the server decides it). Never throws: a file that cannot be read answers why.
 */
export async function readFileMetadata(
  file: Blob,
  loadPdfJs: () => Promise<PdfJsModule>,
  timeoutMs = READ_TIMEOUT_MS,
): Promise<MetadataOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<MetadataOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'unreadable' }), timeoutMs);
  });
  const read = async (): Promise<MetadataOutcome> => {
    try {
      const kind = await kindOf(file);
      // Shorter than a header, one object and a trailer: no PDF, and pdf.js is not started for it (a
      // reading it gives up on leaves its worker's refusal unanswered when the task is destroyed).
      if (kind === 'pdf' && file.size < MIN_PDF_BYTES) return { ok: false, reason: 'unreadable' };
      if (kind === 'pdf') {
        const { readPdfMetadata } = await import('./read-pdf-metadata.ts');
        return { ok: true, metadata: await readPdfMetadata(await loadPdfJs(), file) };
      }
      if (kind === 'epub') {
        const { readEpubMetadata } = await import('./read-epub-metadata.ts');
        return { ok: true, metadata: finishMetadata(await readEpubMetadata(file)) };
      }
      return { ok: false, reason: 'unreadable' };
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      return { ok: false, reason: name === 'PasswordException' ? 'locked' : 'unreadable' };
    }
  };
  try {
    return await Promise.race([read(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
