import { createRequire } from 'node:module';
import path from 'node:path';

/** pdf.js wants directory paths ending in `/`: without CMaps a non-embedded Japanese CID font loses its text. */
const pdfjsRoot = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/`;

/** pdf.js's data files from its package, for every document the server opens. */
export const pdfjsAssets = {
  cMapUrl: `${pdfjsRoot}cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${pdfjsRoot}standard_fonts/`,
  wasmUrl: `${pdfjsRoot}wasm/`,
  iccUrl: `${pdfjsRoot}iccs/`,
} as const;
