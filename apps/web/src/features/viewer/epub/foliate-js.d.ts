/**
 * The parts of foliate-js 1.0.1 (plain ES modules, no types of its own) the EPUB viewer uses.
 */
declare module 'foliate-js/vendor/zip.js' {
  export function configure(options: { useWebWorkers: boolean }): void;
  export interface ZipEntry {
    filename: string;
    uncompressedSize: number;
    getData<T>(writer: unknown): Promise<T>;
  }
  export class ZipReader {
    constructor(reader: unknown);
    getEntries(): Promise<ZipEntry[]>;
    close(): Promise<void>;
  }
  export class BlobReader {
    constructor(blob: Blob);
  }
  export class TextWriter {}
  export class BlobWriter {
    constructor(type?: string);
  }
}

declare module 'foliate-js/epub.js' {
  export interface FoliateLoader {
    loadText(name: string): Promise<string | null> | null;
    loadBlob(name: string, type?: string): Promise<Blob | null> | null;
    getSize(name: string): number;
  }
  export interface FoliateTocItem {
    label: string;
    href: string;
    subitems?: FoliateTocItem[] | null;
  }
  export interface FoliateSection {
    id: string;
    linear?: string | null;
    size: number;
    cfi?: string;
    load(): Promise<string | null>;
    unload(): void;
    createDocument(): Promise<Document>;
    resolveHref(href: string): string;
  }
  export interface DataEventDetail {
    readonly name: string;
    data: string | Blob | Promise<string | Blob>;
    type: string;
  }
  export class EPUB {
    constructor(loader: FoliateLoader);
    init(): Promise<EPUB>;
    sections: FoliateSection[];
    toc?: FoliateTocItem[];
    /** The printed book's page numbers (the navigation's page-list), when it has them. */
    pageList?: FoliateTocItem[];
    dir?: string;
    metadata?: { title?: unknown; language?: string | string[] };
    rendition?: { layout?: string };
    transformTarget?: EventTarget;
    /** The package's manifest, paths resolved to zip entry names. */
    resources: { manifest: { id: string; href: string; mediaType: string }[] };
    loadText(name: string): Promise<string | null> | null;
    loadBlob(name: string): Promise<Blob | null> | null;
    resolveHref(href: string): { index: number; anchor: (doc: Document) => unknown } | null;
    destroy(): void;
  }
}

declare module 'foliate-js/view.js' {
  import type { EPUB } from 'foliate-js/epub.js';
  export interface RelocateDetail {
    fraction?: number;
    section?: { current: number; total: number };
    location?: { current: number; next: number; total: number };
    tocItem?: { label?: string; href?: string } | null;
    /** The page-list entry in view, for a book with a page list. */
    pageItem?: { label?: string; href?: string } | null;
    cfi: string;
    range?: Range;
  }
  export interface FoliateRenderer extends HTMLElement {
    setStyles?(styles: string | [string, string]): void;
    next(): Promise<void>;
    prev(): Promise<void>;
    getContents(): { index: number; doc: Document }[];
    render?(): void;
  }
  export class View extends HTMLElement {
    book: EPUB;
    renderer: FoliateRenderer;
    isFixedLayout: boolean;
    lastLocation: RelocateDetail | null;
    open(book: EPUB): Promise<void>;
    close(): void;
    /** A section index (number) opens that section's start. */
    init(options: { lastLocation?: string | number | null; showTextStart?: boolean }): Promise<void>;
    getCFI(index: number, range?: Range): string;
    addAnnotation(annotation: { value: string }, remove?: boolean): Promise<unknown>;
    goTo(target: string | number): Promise<unknown>;
    goToFraction(fraction: number): Promise<void>;
    goLeft(): Promise<void>;
    goRight(): Promise<void>;
    next(): Promise<void>;
    prev(): Promise<void>;
  }
}

declare module 'foliate-js/overlayer.js' {
  export class Overlayer {
    constructor(doc: Document);
    static highlight(rects: unknown, options?: { color?: string; padding?: number }): SVGElement;
  }
}
