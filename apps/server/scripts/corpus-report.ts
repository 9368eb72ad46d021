import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultCodeEntry } from '@hondana/contract';
import type { DocumentOutcome } from '../src/modules/content/processing/document-outcome.ts';
import {
  PROCESSING_TEMP_PREFIX,
  processDocument,
} from '../src/modules/content/processing/process-document.ts';
import { defaultProcessingLimits } from '../src/modules/content/processing/processing-limits.ts';
import { sniffFileKind } from '../src/modules/content/processing/sniff-file-kind.ts';

/**
 * `npm run corpus`: every file of the real-world corpus (HONDANA_CORPUS, by default ../shared/corpus
 * next to the repository) through processDocument with the default limits, one at a time, and
 * bench/reports/corpus.md with what became of each. A crash is an exception out of processDocument
 * (it must answer ok:true or ok:false for any file); leftovers are processing folders left in tmp.
 * Run it niced on a shared machine: `nice -n 10 npm run corpus`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const corpus = path.resolve(process.env.HONDANA_CORPUS ?? path.join(root, '../shared/corpus'));
const reportFile = path.join(root, 'bench/reports/corpus.md');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full);
      return entry.name.toLowerCase() === 'readme.md' ? [] : [full];
    })
    .sort();
}

const ourTemp = () =>
  new Set(readdirSync(os.tmpdir()).filter((name) => name.startsWith(PROCESSING_TEMP_PREFIX)));

interface Row {
  file: string;
  bytes: number;
  sniffed: string;
  outcome: DocumentOutcome | null;
  crash?: string;
  ms: number;
}

if (!existsSync(corpus)) {
  console.error(`No corpus at ${corpus}: set HONDANA_CORPUS.`);
  process.exit(1);
}
const files = filesUnder(corpus);
const tempBefore = ourTemp();
const rows: Row[] = [];
for (const [index, file] of files.entries()) {
  const name = path.relative(corpus, file);
  const bytes = statSync(file).size;
  const sniffed = sniffFileKind(readFileSync(file).subarray(0, 4096)) ?? 'other';
  const started = performance.now();
  let outcome: DocumentOutcome | null = null;
  let crash: string | undefined;
  try {
    outcome = await processDocument(file);
  } catch (error) {
    crash = (error as Error)?.stack ?? String(error);
  }
  const ms = performance.now() - started;
  rows.push({ file: name, bytes, sniffed, outcome, crash, ms });
  const summary = crash ? 'CRASH' : outcome?.ok ? `ok ${outcome.pageCount} p.` : `refused ${outcome?.code}`;
  console.log(`${index + 1}/${files.length} ${name}: ${summary} (${Math.round(ms)} ms)`);
}
const leftovers = [...ourTemp()].filter((name) => !tempBefore.has(name));

const textChars = (outcome: DocumentOutcome) =>
  outcome.ok ? outcome.pages.reduce((sum, page) => sum + page.text.length, 0) : 0;
const accepted = rows.filter((row) => row.outcome?.ok);
const refused = rows.filter((row) => row.outcome && !row.outcome.ok);
const crashes = rows.filter((row) => row.crash);
const byCode = new Map<number, number>();
for (const row of refused) {
  if (row.outcome && !row.outcome.ok) byCode.set(row.outcome.code, (byCode.get(row.outcome.code) ?? 0) + 1);
}
const pages = accepted.reduce((sum, row) => sum + (row.outcome?.ok ? row.outcome.pageCount : 0), 0);
const totalMs = rows.reduce((sum, row) => sum + row.ms, 0);
const sortedMs = rows.map((row) => row.ms).sort((a, b) => a - b);
const median = sortedMs[Math.floor(sortedMs.length / 2)] ?? 0;
const codeName = (code: number) => resultCodeEntry(code)?.name ?? String(code);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').slice(0, 140);

const lines = [
  '# Corpus report',
  '',
  `Written by \`npm run corpus\` (apps/server/scripts/corpus-report.ts) on ${new Date().toISOString().slice(0, 10)}: every file of the shared corpus through \`processDocument\` with the default limits (${defaultProcessingLimits.timeoutMs / 60000} min, ${defaultProcessingLimits.maxMemoryMb} MB, ${defaultProcessingLimits.maxPages} pages, ${defaultProcessingLimits.maxUnpackedBytes / 1024 ** 3} GB unpacked), one file at a time, each in its own child process, on a shared 2-core machine (niced). Times include starting the child process.`,
  '',
  '## Totals',
  '',
  `- Files: ${rows.length} (${rows.filter((r) => r.sniffed === 'pdf').length} PDF, ${rows.filter((r) => r.sniffed === 'epub').length} EPUB, ${rows.filter((r) => r.sniffed === 'other').length} neither by their bytes)`,
  `- Processed (ok): ${accepted.length}, with ${pages} pages; text found in ${accepted.filter((r) => r.outcome && textChars(r.outcome) > 0).length}, cover made for ${accepted.filter((r) => r.outcome?.ok && r.outcome.cover).length}`,
  `- Refused: ${refused.length}${[...byCode].map(([code, count]) => `; ${code} ${codeName(code)}: ${count}`).join('')}`,
  `- Crashes (an exception instead of an outcome): ${crashes.length}`,
  `- Leftovers in tmp: ${leftovers.length}`,
  `- Time: ${(totalMs / 1000).toFixed(1)} s in all, median ${Math.round(median)} ms per file, ${pages ? (totalMs / pages).toFixed(0) : '—'} ms per accepted page`,
  '',
  '## Per file',
  '',
  '| File | Bytes | Kind | Outcome | Pages | Text chars | Cover | Time (ms) | Note |',
  '|---|---:|---|---|---:|---:|---|---:|---|',
  ...rows.map((row) => {
    const { outcome } = row;
    const result = row.crash
      ? 'CRASH'
      : outcome?.ok
        ? 'ok'
        : `refused ${outcome?.code} ${codeName(outcome?.code ?? 0)}`;
    const note = row.crash
      ? (row.crash.split('\n')[0] ?? '')
      : outcome && !outcome.ok
        ? outcome.reason
        : outcome?.ok
          ? [
              outcome.metadata.writingMode === 'vertical' ? 'vertical' : '',
              outcome.metadata.pageProgression === 'rtl' ? 'rtl' : '',
              outcome.metadata.language ?? '',
              outcome.metadata.title ? `“${outcome.metadata.title}”` : '',
            ]
              .filter(Boolean)
              .join(', ')
          : '';
    return `| ${row.file} | ${row.bytes} | ${outcome?.ok ? outcome.kind : row.sniffed} | ${result} | ${outcome?.ok ? outcome.pageCount : ''} | ${outcome?.ok ? textChars(outcome) : ''} | ${outcome?.ok ? (outcome.cover ? 'yes' : 'no') : ''} | ${Math.round(row.ms)} | ${cell(note)} |`;
  }),
  '',
];
writeFileSync(reportFile, lines.join('\n'));
console.log(
  `${path.relative(root, reportFile)}: ${accepted.length} ok, ${refused.length} refused, ${crashes.length} crashes, ${leftovers.length} leftovers`,
);
process.exit(crashes.length || leftovers.length ? 1 : 0);
