import { ResultCode } from '@hondana/contract';
import { ProcessingRefusal } from '../document-outcome.ts';
import { metadataText } from '../page-text.ts';
import { resolveHref } from './book-paths.ts';
import { descendants, firstDescendant, parseXmlTree, textOf, type XmlElement } from './xml-tree.ts';

export interface ManifestItem {
  id: string;
  /** As written in the OPF (relative to it): the viewer opens a spine item by this. */
  href: string;
  /** The entry's path in the zip, or null when the href leaves the book. */
  path: string | null;
  mediaType: string;
  properties: string[];
}

export interface EpubPackage {
  title?: string;
  author?: string;
  language?: string;
  pageProgression?: 'ltr' | 'rtl';
  /** `<meta name="primary-writing-mode">`, the hint some Japanese books carry. */
  writingModeHint?: string;
  manifest: Map<string, ManifestItem>;
  spine: ManifestItem[];
  /** The EPUB 3 `cover-image`, else the EPUB 2 `<meta name="cover">` item. */
  coverItem?: ManifestItem;
}

const damaged = (reason: string) => new ProcessingRefusal(ResultCode.FILE_DAMAGED, reason);

/** The OPF path named by META-INF/container.xml. */
export function packagePath(containerXml: string): string {
  const rootfiles = [...descendants(parseXmlTree(containerXml), 'rootfile')];
  const rootfile =
    rootfiles.find((element) => element.attributes.get('media-type') === 'application/oebps-package+xml') ??
    rootfiles[0];
  const fullPath = rootfile?.attributes.get('full-path');
  const resolved = fullPath ? resolveHref('', fullPath) : null;
  if (!resolved) throw damaged('container.xml names no package document');
  return resolved;
}

export function parsePackage(opfXml: string, opfPath: string): EpubPackage {
  const root = parseXmlTree(opfXml);
  const manifestElement = firstDescendant(root, 'manifest');
  const spineElement = firstDescendant(root, 'spine');
  if (!manifestElement || !spineElement) throw damaged('the package document has no manifest or spine');
  const manifest = new Map<string, ManifestItem>();
  for (const item of descendants(manifestElement, 'item')) {
    const id = item.attributes.get('id');
    const href = item.attributes.get('href');
    if (!id || !href || manifest.has(id)) continue;
    manifest.set(id, {
      id,
      href,
      path: resolveHref(opfPath, href),
      mediaType: (item.attributes.get('media-type') ?? '').toLowerCase(),
      properties: (item.attributes.get('properties') ?? '').split(/\s+/).filter(Boolean),
    });
  }
  const spine = [...descendants(spineElement, 'itemref')]
    .map((ref) => manifest.get(ref.attributes.get('idref') ?? ''))
    .filter((item): item is ManifestItem => item !== undefined);

  const metadata = firstDescendant(root, 'metadata') ?? root;
  const metas = [...descendants(metadata, 'meta')];
  const namedMeta = (name: string) => metas.find((meta) => meta.attributes.get('name') === name);
  const coverId = namedMeta('cover')?.attributes.get('content');
  const coverItem =
    [...manifest.values()].find((item) => item.properties.includes('cover-image')) ??
    (coverId ? manifest.get(coverId) : undefined);

  const direction = spineElement.attributes.get('page-progression-direction');
  const creators = [...descendants(metadata, 'creator')].map((element) => metadataText(textOf(element)));
  const book: EpubPackage = {
    manifest,
    spine,
    title: mainTitle(metadata, metas),
    author: metadataText(creators.filter(Boolean).slice(0, 10).join(', ')),
    language: metadataText(textOf(firstDescendant(metadata, 'language') ?? emptyElement)),
    writingModeHint: namedMeta('primary-writing-mode')?.attributes.get('content'),
  };
  if (direction === 'rtl' || direction === 'ltr') book.pageProgression = direction;
  if (coverItem) book.coverItem = coverItem;
  return book;
}

const emptyElement: XmlElement = { name: '', attributes: new Map(), children: [], text: '' };

/** The title refined as `title-type` main (EPUB 3), else the first one. */
function mainTitle(metadata: XmlElement, metas: XmlElement[]): string | undefined {
  const titles = [...descendants(metadata, 'title')];
  const main = titles.find((title) => {
    const id = title.attributes.get('id');
    return (
      id &&
      metas.some(
        (meta) =>
          meta.attributes.get('refines') === `#${id}` &&
          meta.attributes.get('property') === 'title-type' &&
          textOf(meta).trim() === 'main',
      )
    );
  });
  const chosen = main ?? titles[0];
  return chosen ? metadataText(textOf(chosen)) : undefined;
}
