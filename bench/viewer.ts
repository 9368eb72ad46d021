import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startBrowserHarness, waitForQuietMachine } from './browser-harness.ts';
import {
  ADMIN,
  apiJson,
  type Book,
  findBook,
  login,
  measure,
  PROCESSING_BOUND_MS,
  READER,
  type Run,
} from './viewer-openings.ts';

/**
 * How fast a reader sees a book: in Chromium against the real server with demo data (started as the
 * browser suite starts it), a fresh browser context each run (empty HTTP cache, the reader's login
 * cookie), the time from navigating to the viewer's address until the first PDF page is painted (its
 * canvas, watermark included, in the document) or the first EPUB chapter is shown, and the bytes read
 * from `/viewer-files` by then against the file's size. Books: Demo Library's 500-page handbook, a real
 * 352-page linearised PDF from the corpus (freeculture.pdf, uploaded by the administrator for the run)
 * and the Japanese vertical EPUB novel.
 *
 * Writes bench/reports/viewer.md. Goals: under 1 s on localhost, under 10 % of the file.
 * Run with `npm run bench:viewer` (part of `npm run bench`); `--skip-build` reuses apps/web/dist.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
/** The real-world corpus (HONDANA_CORPUS, by default ../shared/corpus beside the repository, as `npm run corpus`). */
const corpus = path.resolve(process.env.HONDANA_CORPUS ?? path.join(root, '../shared/corpus'));
const corpusPdf = path.join(corpus, 'pdf/freeculture.pdf');

if (!process.argv.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    process.exit(1);
  }
}

async function uploadCorpusPdf(baseUrl: string, adminToken: string, group: number): Promise<string> {
  if (!fs.existsSync(corpusPdf)) throw new Error(`${corpusPdf} not found (set HONDANA_CORPUS)`);
  const form = new FormData();
  form.append(
    'content-data',
    JSON.stringify({
      title: 'Free Culture (corpus, bench)',
      contentGroupIds: [group],
      print: 0,
      enableViewBook: true,
      published: true,
    }),
  );
  form.append('file', new Blob([fs.readFileSync(corpusPdf)], { type: 'application/pdf' }), 'freeculture.pdf');
  const created = await apiJson<{ id: number; elementId: string }>(
    baseUrl,
    '/content/upload-add',
    adminToken,
    {
      method: 'POST',
      body: form,
    },
  );
  if (created.status !== 200) throw new Error(`upload refused: ${JSON.stringify(created)}`);
  const deadline = Date.now() + PROCESSING_BOUND_MS;
  for (;;) {
    const detail = await apiJson<{ state: string }>(
      baseUrl,
      `/content/detail/${created.data.id}`,
      adminToken,
    );
    if (detail.data?.state === 'published') return created.data.elementId;
    if (Date.now() > deadline) throw new Error('the corpus PDF was not processed in time');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const harness = await startBrowserHarness();

const results: { book: Book; runs: Run[] }[] = [];
let corpusNote = '';
let quiet = { waitedMs: 0, quiet: false };
let loadBefore = 0;
try {
  const baseUrl = harness.baseUrl;
  const reader = await login(harness.wsEndpoint, baseUrl, READER.identifier, READER.password, false);
  const books: Book[] = [
    await findBook(baseUrl, reader.token, 'Hondana Reference Handbook', 'pdf'),
    await findBook(baseUrl, reader.token, '港町の古本屋と灰色の猫', 'epub'),
  ];
  try {
    const admin = await login(harness.wsEndpoint, baseUrl, ADMIN.identifier, ADMIN.password, true);
    const handbook = books[0] as Book;
    const id = await uploadCorpusPdf(baseUrl, admin.token, handbook.group);
    books.splice(1, 0, {
      name: 'freeculture.pdf (corpus, 352 pages)',
      kind: 'pdf',
      id,
      group: handbook.group,
    });
  } catch (error) {
    corpusNote = `The corpus PDF could not be measured: ${(error as Error).message}`;
  }
  // The demo books and the corpus upload are processed in the background after the server starts.
  quiet = await waitForQuietMachine();
  loadBefore = os.loadavg()[0] ?? 0;
  const browser = await chromium.connect(harness.wsEndpoint);
  // One warm-up opening per book (the server's first decryption of a content, the worker's first start).
  for (const book of books) await measure(browser, baseUrl, reader.state, book);
  for (const book of books) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, baseUrl, reader.state, book));
    results.push({ book, runs });
  }
  await browser.close();
} finally {
  await harness.teardown();
}

const median = (values: number[]) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const picture = (runs: Run[]) => {
  const shown = runs.flatMap((r) => (r.picture ? [r.picture.ms] : []));
  return shown.length ? String(Math.round(median(shown))) : '—';
};
const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '—');

const lines = [
  '# Viewer: time to the first page, bytes read',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:viewer\` (bench/viewer.ts): Chromium (headless, 1280×800) against the real server on localhost with demo data, ${RUNS} cold openings per book after one warm-up (each a new browser context: empty HTTP cache, the signed-in reader's cookie). Time: from navigating to \`/demo/view-online/{id}/{group}\` until the first PDF page's canvas (watermark drawn) or the first EPUB chapter is in the document. Bytes: the bodies of \`/viewer-files\` responses finished by then. Goals: under 1 s, under 10 % of the file. The runs start once the machine is quiet (the server's background processing of the demo books and the upload done: two 3-second windows at least 85 % idle; ${quiet.quiet ? `reached after ${Math.round(quiet.waitedMs / 1000)} s` : `**not reached** in ${Math.round(quiet.waitedMs / 1000)} s`}). Load average (1 min) ${loadBefore.toFixed(1)} before the runs, ${(os.loadavg()[0] ?? 0).toFixed(1)} after.`,
  '',
  "First page on screen: for a PDF opened at page 1, when the first page's picture (drawn at processing, under its watermark: first-page-preview.ts) was painted, by the Element Timing API; else pdf.js's page or the EPUB chapter. \"Drawn by the reader\": pdf.js's own page (selectable text, any zoom) or the EPUB chapter.",
  '',
  '| Book | Kind | File size | First page on screen | Bytes read by then | Share of the file | Drawn by the reader | Bytes read by then | Share of the file | Range requests |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(({ book, runs }) => {
    const bytes = median(runs.map((r) => r.bytes));
    const size = runs[0]?.fileSize ?? 0;
    const onScreen = runs.map((r) => r.picture ?? { ms: r.ms, bytes: r.bytes });
    const firstBytes = median(onScreen.map((r) => r.bytes));
    return `| ${book.name} | ${book.kind.toUpperCase()} | ${kb(size)} | ${Math.round(median(onScreen.map((r) => r.ms)))} ms | ${kb(firstBytes)} | ${pct(firstBytes, size)} | ${Math.round(median(runs.map((r) => r.ms)))} ms | ${kb(bytes)} | ${pct(bytes, size)} | ${median(runs.map((r) => r.requests))} |`;
  }),
  '',
  '## Where the time goes (medians, ms from the navigation)',
  '',
  '| Book | Entry script received | Token asked | Token answered | Session checked | Reader chunk loaded | pdf.js worker loaded | First range asked | Last range read | Picture shown | Reader asks pdf.js to open | Book open | Page 1 ready to draw | Drawn by the reader |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(({ book, runs }) => {
    const step = (key: keyof Run['steps']) => {
      const value = median(runs.map((r) => r.steps[key]));
      return value ? String(Math.round(value)) : '—';
    };
    return `| ${book.name} | ${step('entry')} | ${step('tokenAsked')} | ${step('token')} | ${step('session')} | ${step('reader')} | ${step('worker')} | ${step('firstBytes')} | ${step('lastBytes')} | ${picture(runs)} | ${step('pdfOpen')} | ${step('pdfOpened')} | ${step('pageReady')} | ${Math.round(median(runs.map((r) => r.ms)))} |`;
  }),
  '',
  '## Every run',
  '',
  '| Book | First page on screen (ms) | Drawn by the reader (ms) | Bytes read by then |',
  '|---|---|---|---|',
  ...results.map(
    ({ book, runs }) =>
      `| ${book.name} | ${runs.map((r) => Math.round(r.picture?.ms ?? r.ms)).join(', ')} | ${runs.map((r) => Math.round(r.ms)).join(', ')} | ${runs.map((r) => kb(r.bytes)).join(', ')} |`,
  ),
  '',
  ...(corpusNote ? [corpusNote, ''] : []),
];
const reportPath = path.join(root, 'bench/reports/viewer.md');
const previous = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, 'utf8') : '';
// Notes written by hand below the figures are kept when the figures are measured again.
const notesAt = previous.indexOf('\n## Reading the figures');
fs.writeFileSync(reportPath, `${lines.join('\n')}${notesAt >= 0 ? previous.slice(notesAt) : ''}`);
console.log(lines.join('\n'));
