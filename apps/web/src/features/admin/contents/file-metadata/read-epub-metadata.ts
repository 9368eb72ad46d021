import { BlobReader, configure, TextWriter, ZipReader } from 'foliate-js/vendor/zip.js';
import { type FileMetadata, finishMetadata, joined, yearOf } from './file-metadata.ts';

/** A package document larger than this is not read (real ones are a few hundred KB at most). */
const MAX_PACKAGE_BYTES = 4 * 1024 * 1024;

/** The text is already decoded: its XML declaration (and the blank lines some books put after it) goes. */
const parseXml = (text: string) =>
  new DOMParser().parseFromString(text.replace(/^\uFEFF?\s*<\?xml[^>]*\?>\s*/, ''), 'application/xml');

/** The elements under `root` whose local name is `name`, whatever prefix the file gives them. */
const byLocalName = (root: Document | Element, name: string) =>
  Array.from(root.getElementsByTagName('*')).filter((element) => element.localName === name);

const textOf = (element: Element | undefined) => element?.textContent ?? undefined;

/** A description as text: EPUBs often carry it as escaped HTML. */
function plainDescription(value: string | undefined): string | undefined {
  if (!value || !/[<&]/.test(value)) return value;
  const html = new DOMParser().parseFromString(
    value.replace(/<(br|\/p|\/div)\b[^>]*>/gi, '\n$&'),
    'text/html',
  );
  return html.body?.textContent ?? undefined;
}

/** The refinements (`<meta refines="#id" property="…">`) of one element. */
function refinement(metas: Element[], id: string | null, property: string): string | undefined {
  if (!id) return undefined;
  const meta = metas.find(
    (m) => m.getAttribute('refines') === `#${id}` && m.getAttribute('property') === property,
  );
  return meta?.textContent?.trim();
}

/** Reads the metadata of the package document (OPF). */
export function metadataOfPackage(opf: string): FileMetadata {
  const doc = parseXml(opf);
  const metadata = byLocalName(doc, 'metadata')[0];
  if (!metadata) return {};
  const metas = byLocalName(metadata, 'meta');
  const titles = byLocalName(metadata, 'title');
  const mainTitle =
    titles.find((title) => refinement(metas, title.getAttribute('id'), 'title-type') === 'main') ?? titles[0];
  const calibreSeries = metas.find((m) => m.getAttribute('name') === 'calibre:series');
  const collection = metas.find((m) => m.getAttribute('property') === 'belongs-to-collection');
  const date =
    byLocalName(metadata, 'date').find((d) => /publication/i.test(d.getAttribute('opf:event') ?? '')) ??
    byLocalName(metadata, 'date')[0];
  return finishMetadata({
    title: textOf(mainTitle),
    author: joined(byLocalName(metadata, 'creator').map((c) => c.textContent)),
    distributorName: joined(byLocalName(metadata, 'publisher').map((p) => p.textContent)),
    year: yearOf(textOf(date)),
    description: plainDescription(textOf(byLocalName(metadata, 'description')[0])),
    keywords: joined(byLocalName(metadata, 'subject').map((s) => s.textContent)),
    series: calibreSeries?.getAttribute('content') ?? textOf(collection),
    language: textOf(byLocalName(metadata, 'language')[0]),
  });
}

/** The metadata of an EPUB: container.xml names the package document, whose metadata is read. */
export async function readEpubMetadata(file: Blob): Promise<FileMetadata> {
  configure({ useWebWorkers: false });
  const reader = new ZipReader(new BlobReader(file));
  try {
    const entries = await reader.getEntries();
    const entry = (name: string) => entries.find((e) => e.filename === name);
    const read = async (name: string) => {
      const found = entry(name);
      if (!found || found.uncompressedSize > MAX_PACKAGE_BYTES) return null;
      return (await found.getData<string>(new TextWriter())) ?? null;
    };
    const container = await read('META-INF/container.xml');
    if (!container) return {};
    const rootfile = byLocalName(parseXml(container), 'rootfile')[0]?.getAttribute('full-path');
    const opf = rootfile ? await read(decodeURI(rootfile)) : null;
    return opf ? metadataOfPackage(opf) : {};
  } finally {
    await reader.close();
  }
}
