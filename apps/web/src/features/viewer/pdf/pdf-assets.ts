import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js's data files as assets of the build (hashed names, fetched only when a PDF needs them): the
 * character maps of CJK fonts that are not embedded (without them Japanese text renders as nothing),
 * the standard fonts, and the image decoders. Listed by the build, so pdf.js asks for them through
 * {@link AssetDataFactory} by file name instead of a folder address.
 */
const assetUrls: Record<string, Record<string, string>> = {
  cMapUrl: byName(
    import.meta.glob('../../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
      query: '?url&no-inline',
      import: 'default',
      eager: true,
    }),
  ),
  standardFontDataUrl: byName(
    import.meta.glob('../../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
      query: '?url&no-inline',
      import: 'default',
      eager: true,
    }),
  ),
  wasmUrl: byName(
    import.meta.glob('../../../../../../node_modules/pdfjs-dist/wasm/{jbig2,openjpeg,qcms_bg}.wasm', {
      query: '?url&no-inline',
      import: 'default',
      eager: true,
    }),
  ),
};

function byName(files: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), String(url)]),
  );
}

/** The worker script, a file of its own (never inlined: the page's policy allows workers from 'self'). */
export const pdfWorkerUrl = workerUrl;

/** pdf.js's `BinaryDataFactory`: the data files by name, from the build's asset addresses. */
export class AssetDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = assetUrls[kind]?.[filename];
    if (!url) throw new Error(`No pdf.js data file ${kind}/${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`pdf.js data file ${filename}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/** How many data files the build carries (a test checks the glob found them). */
export const assetCounts = Object.fromEntries(
  Object.entries(assetUrls).map(([kind, files]) => [kind, Object.keys(files).length]),
);
