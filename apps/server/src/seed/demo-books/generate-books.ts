import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BookSpec, FileFormat, Manifest, ManifestEntry } from './book-spec.ts';
import { demoBookSpecs } from './catalogue.ts';
import { epubComic } from './epub-comic.ts';
import { epubTextBook } from './epub-text-book.ts';
import { pdfHandbook } from './pdf-handbook.ts';
import { pdfPictureBook } from './pdf-picture-book.ts';
import { pdfTextBook } from './pdf-text-book.ts';
import { pdfVerticalBook } from './pdf-vertical-book.ts';

/** Bump when the writers change their output: every file is then made again. */
export const GENERATOR_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

interface StoredEntry extends ManifestEntry {
  specHash: string;
}

/**
 * Writes every demo book into `outDir` (the catalogues' files, or `specs`) and returns the manifest.
 * A file already there with the size and SHA-256 the last run recorded for the same spec is kept, so a
 * second run only reads and hashes. Files are written under a temporary name and renamed, so an
 * interrupted run never leaves a half-written book behind a good name.
 */
export async function generateDemoBooks(
  outDir: string,
  specs: BookSpec[] = demoBookSpecs(),
): Promise<Manifest> {
  await mkdir(outDir, { recursive: true });
  const previous = await readStoredManifest(outDir);
  const books: StoredEntry[] = [];
  for (const spec of specs) {
    const specHash = sha256(JSON.stringify({ GENERATOR_VERSION, spec }));
    const path = join(outDir, spec.file);
    const known = previous.get(spec.file);
    if (known?.specHash === specHash && (await matches(path, known))) {
      books.push(known);
      continue;
    }
    const { bytes, format, pageCount } = await makeBook(spec);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(`${path}.partial`, bytes);
    await rename(`${path}.partial`, path);
    books.push({
      file: spec.file,
      kind: spec.kind,
      format,
      pageCount,
      sizeBytes: bytes.length,
      sha256: sha256(bytes),
      specHash,
    });
  }
  const stored = { generatorVersion: GENERATOR_VERSION, books };
  await writeFile(join(outDir, MANIFEST_FILE), `${JSON.stringify(stored, null, 2)}\n`);
  return {
    generatorVersion: GENERATOR_VERSION,
    books: books.map(({ specHash: _, ...entry }) => entry),
  };
}

/** One book's bytes, its format and its page count (PDF pages with the cover; EPUB spine items). */
export async function makeBook(
  spec: BookSpec,
): Promise<{ bytes: Uint8Array; format: FileFormat; pageCount: number }> {
  switch (spec.kind) {
    case 'pdf':
      return { bytes: await pdfTextBook(spec), format: 'pdf', pageCount: spec.pages + 1 };
    case 'pdf-vertical':
      return { bytes: await pdfVerticalBook(spec), format: 'pdf', pageCount: spec.pages + 1 };
    case 'pdf-handbook':
      return { bytes: await pdfHandbook(spec), format: 'pdf', pageCount: spec.pages + 1 };
    case 'pdf-pictures':
      return { bytes: await pdfPictureBook(spec), format: 'pdf', pageCount: spec.pages + 1 };
    case 'epub':
    case 'epub-vertical': {
      const { bytes, spineLength } = await epubTextBook(spec);
      return { bytes, format: 'epub', pageCount: spineLength };
    }
    case 'epub-comic': {
      const { bytes, spineLength } = await epubComic(spec);
      return { bytes, format: 'epub', pageCount: spineLength };
    }
  }
}

async function readStoredManifest(outDir: string): Promise<Map<string, StoredEntry>> {
  try {
    const stored = JSON.parse(await readFile(join(outDir, MANIFEST_FILE), 'utf8')) as {
      generatorVersion?: number;
      books?: StoredEntry[];
    };
    if (stored.generatorVersion !== GENERATOR_VERSION || !Array.isArray(stored.books)) return new Map();
    return new Map(stored.books.map((entry) => [entry.file, entry]));
  } catch {
    return new Map();
  }
}

async function matches(path: string, entry: StoredEntry): Promise<boolean> {
  try {
    if ((await stat(path)).size !== entry.sizeBytes) return false;
    return sha256(await readFile(path)) === entry.sha256;
  } catch {
    return false;
  }
}

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
