/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text asset of the build, which the server
 * sends to browsers that accept them (`@fastify/static` `preCompressed`). Done once at build time at the
 * highest levels, so no request pays for compression. Small files and already compressed formats
 * (pictures, fonts, pdf.js's packed character maps) are left as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.ttf', '.otf', '.pfb']);
const MIN_BYTES = 1024;

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function* filesOf(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(full);
    else yield full;
  }
}

let written = 0;
let before = 0;
let after = 0;
for (const file of filesOf(distDir)) {
  if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gzip = gzipSync(body, { level: 9 });
  // A copy no smaller than the file is not worth a second representation.
  if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
  written++;
  before += body.length;
  after += Math.min(brotli.length, body.length);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`precompress: ${written} files, ${kb(before)} → ${kb(after)} with Brotli (gzip beside it)`);
