import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Builds the web app and reports the size of what a browser downloads for the first page, raw and
 * gzip, into bench/reports/bundle-size.md. Run with `npm run bench:bundle`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

execSync('npm run build', { cwd: root, stdio: 'ignore' });
const assets = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => {
    const body = fs.readFileSync(path.join(dist, 'assets', file));
    return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = assets.reduce((sum, a) => ({ raw: sum.raw + a.raw, gzip: sum.gzip + a.gzip }), {
  raw: 0,
  gzip: 0,
});
const lines = [
  '# Web bundle size',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.`,
  '',
  '| asset | raw | gzip |',
  '|---|---:|---:|',
  ...assets.map((a) => `| ${a.file.replace(/-[\w-]{8}\./, '.')} | ${kb(a.raw)} | ${kb(a.gzip)} |`),
  `| **total** | **${kb(total.raw)}** | **${kb(total.gzip)}** |`,
  '',
];
fs.mkdirSync(path.join(root, 'bench/reports'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/reports/bundle-size.md'), lines.join('\n'));
console.log(lines.join('\n'));
