import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startBrowserHarness, waitForQuietMachine } from './browser-harness.ts';
import { type Book, findBook, login, measure, READER, type Run } from './viewer-openings.ts';

/**
 * Two builds of the web app compared on one server, in one session: on this shared 2-core machine the
 * viewer's figures move by hundreds of milliseconds between runs of the same code, so a change is
 * judged against its baseline measured beside it, openings of the two alternated. The base build's
 * files are added beside the current build's in apps/web/dist (hashed names do not clash) before the
 * server starts, and index.html is switched between the two before each opening.
 *
 *   git stash -u && npm run build && cp -r apps/web/dist /tmp/web-base && git stash pop
 *   npm run bench:viewer-ab -- --base /tmp/web-base [--rounds 6] [--skip-build]
 *
 * Prints medians per build and book (first page shown, viewer token answered, the portal's first
 * element, pdf.js asked to open) and every run; writes no report (the figures of a decision go into
 * docs/decisions.md beside it). The files added to apps/web/dist are removed at the end.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const baseDir = option('--base');
const ROUNDS = Number(option('--rounds') ?? 6);
if (!baseDir || !fs.existsSync(path.join(baseDir, 'index.html'))) {
  console.error('--base <dir>: a saved apps/web/dist of the baseline build is needed (see the header).');
  process.exit(1);
}
if (!process.argv.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    process.exit(1);
  }
}

const indexOf = { base: path.join(baseDir, 'index.html'), current: path.join(dist, 'index.current.html') };
fs.copyFileSync(path.join(dist, 'index.html'), indexOf.current);
const added: string[] = [indexOf.current];
for (const file of fs.readdirSync(path.join(baseDir, 'assets'))) {
  const target = path.join(dist, 'assets', file);
  if (fs.existsSync(target)) continue;
  fs.copyFileSync(path.join(baseDir, 'assets', file), target);
  added.push(target);
}

type Variant = keyof typeof indexOf;
const results = new Map<string, Run[]>();
const harness = await startBrowserHarness();
let quiet = { waitedMs: 0, quiet: false };
try {
  const { baseUrl } = harness;
  const reader = await login(harness.wsEndpoint, baseUrl, READER.identifier, READER.password, false);
  const books: Book[] = [
    await findBook(baseUrl, reader.token, 'Hondana Reference Handbook', 'pdf'),
    await findBook(baseUrl, reader.token, '港町の古本屋と灰色の猫', 'epub'),
  ];
  quiet = await waitForQuietMachine();
  const browser = await chromium.connect(harness.wsEndpoint);
  // Round -1 warms both builds up; then each round opens every book with both, in alternating order.
  for (let round = -1; round < ROUNDS; round++) {
    const order: Variant[] = round % 2 === 0 ? ['base', 'current'] : ['current', 'base'];
    for (const variant of order) {
      fs.copyFileSync(indexOf[variant], path.join(dist, 'index.html'));
      for (const book of books) {
        const run = await measure(browser, baseUrl, reader.state, book);
        if (round < 0) continue;
        const key = `${variant}|${book.name}`;
        results.set(key, [...(results.get(key) ?? []), run]);
      }
    }
  }
  await browser.close();
} finally {
  fs.copyFileSync(indexOf.current, path.join(dist, 'index.html'));
  for (const file of added) fs.rmSync(file, { force: true });
  await harness.teardown();
}

const median = (values: number[]) =>
  Math.round(values.slice().sort((a, b) => a - b)[values.length >> 1] ?? 0);
console.log(
  `Machine quiet: ${quiet.quiet ? 'yes' : 'no'} after ${Math.round(quiet.waitedMs / 1000)} s; load average (1 min) ${(os.loadavg()[0] ?? 0).toFixed(1)} after the runs.`,
);
console.log(
  '| Build | Book | First page on screen | Drawn by the reader | Token answered | pdf.js asked to open | Every run (ms) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const [key, runs] of [...results].sort(([a], [b]) => a.localeCompare(b))) {
  const [variant, book] = key.split('|');
  console.log(
    `| ${variant} | ${book} | ${median(runs.map((r) => r.picture?.ms ?? r.ms))} | ${median(runs.map((r) => r.ms))} | ${median(runs.map((r) => r.steps.token))} | ${median(runs.map((r) => r.steps.pdfOpen)) || '—'} | ${runs.map((r) => Math.round(r.ms)).join(', ')} |`,
  );
}
