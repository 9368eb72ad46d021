/**
 * Writes the demo catalogue's books into a folder, for trying the generator out:
 * `npx tsx apps/server/scripts/generate-demo-books.ts <folder>`. The seed calls generateDemoBooks itself.
 */
import { resolve } from 'node:path';
import { generateDemoBooks } from '../src/seed/demo-books/generate-books.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: generate-demo-books <output folder>');
  process.exit(2);
}
const started = performance.now();
const manifest = await generateDemoBooks(resolve(folder));
const bytes = manifest.books.reduce((sum, book) => sum + book.sizeBytes, 0);
const pages = manifest.books.reduce((sum, book) => sum + book.pageCount, 0);
console.log(
  `${manifest.books.length} books, ${pages} pages, ${(bytes / 1e6).toFixed(1)} MB in ${folder} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
