import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type BrowserContext, chromium, type Response } from 'playwright-core';
import { startBrowserHarness } from './browser-harness.ts';

/**
 * What a browser really downloads on a first visit (empty cache) of each route, measured in Chromium
 * against the real server with demo data, started as the browser suite starts it (e2e/global-setup.ts).
 * Every script and stylesheet response of the visit is counted: raw bytes and gzip (level 9; the server
 * sends the build's Brotli copy, a little smaller, to browsers that accept it: apps/web/scripts/precompress.ts).
 * Also lists every asset of the build and whether Vite warned about a chunk size.
 *
 * Writes bench/reports/bundle-size.md, or bundle-size-<label>.md with `--label <name>`. Fails nothing.
 * Run with `npm run bench:bundle` (part of `npm run bench`).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const labelIndex = process.argv.indexOf('--label');
const label = labelIndex >= 0 ? process.argv[labelIndex + 1] : undefined;

/** The routes with a download budget, the budget in KB gzip of JavaScript where there is one. */
const ROUTES: { name: string; path: string; signedIn?: boolean; budgetJsGzipKb?: number }[] = [
  { name: 'Demo login', path: '/demo/login', budgetJsGzipKb: 170 },
  { name: 'Demo home', path: '/demo', budgetJsGzipKb: 200 },
  { name: 'Demo profile (signed in)', path: '/demo/profile', signedIn: true },
  { name: 'Admin login', path: '/admin/login' },
];
const READER = { identifier: 'reader@demo.hondana.test', password: 'Demo-Reader-2026' };

// `--skip-build` measures the apps/web/dist already there (e.g. a build made with another config).
const skipBuild = process.argv.includes('--skip-build');
let chunkWarning: boolean | undefined;
if (!skipBuild) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    process.exit(1);
  }
  chunkWarning = /larger than \d+ kB after minification/i.test(`${build.stdout}\n${build.stderr}`);
}

interface Asset {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

async function measureVisit(
  context: BrowserContext,
  url: string,
): Promise<{ assets: Asset[]; landed: string }> {
  const page = await context.newPage();
  const responses: Promise<Asset | undefined>[] = [];
  page.on('response', (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    responses.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          kind: type === 'script' ? ('js' as const) : ('css' as const),
          raw: body.length,
          gzip: gzipSize(body),
        }))
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The page has settled (settings, session, lazy route chunks): nothing more would load without a click.
  await page.waitForLoadState('networkidle');
  const assets = (await Promise.all(responses)).filter((a): a is Asset => a !== undefined);
  const landed = new URL(page.url()).pathname;
  await page.close();
  return { assets, landed };
}

const harness = await startBrowserHarness();

const results: { route: (typeof ROUTES)[number]; assets: Asset[]; landed: string }[] = [];
try {
  const baseUrl = harness.baseUrl;
  const browser = await chromium.connect(harness.wsEndpoint);
  // A signed-in visitor: log in once, then visit with the cookies and storage but an empty HTTP cache.
  const loginContext = await browser.newContext();
  const loginPage = await loginContext.newPage();
  await loginPage.goto(`${baseUrl}/demo/login`);
  await loginPage.locator('input[name="identifier"]').fill(READER.identifier);
  await loginPage.locator('input[name="password"]').fill(READER.password);
  await loginPage
    .locator('form')
    .filter({ has: loginPage.locator('input[name="identifier"]') })
    .first()
    .locator('button[type="submit"]')
    .click();
  await loginPage.locator('[data-page="login"]').waitFor({ state: 'detached' });
  const signedInState = await loginContext.storageState();
  await loginContext.close();

  for (const route of ROUTES) {
    const context = await browser.newContext(route.signedIn ? { storageState: signedInState } : {});
    const visit = await measureVisit(context, `${baseUrl}${route.path}`);
    results.push({ route, ...visit });
    await context.close();
  }
  await browser.close();
} finally {
  await harness.teardown();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (assets: Asset[], kind: Asset['kind'], key: 'raw' | 'gzip') =>
  assets.filter((a) => a.kind === kind).reduce((total, a) => total + a[key], 0);
const shortName = (url: string) => url.replace(/^.*\//, '').replace(/-[\w-]{8}\./, '.');

const distAssets = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => /\.(js|css)$/.test(file))
  .map((file) => {
    const body = fs.readFileSync(path.join(dist, 'assets', file));
    return { file, raw: body.length, gzip: gzipSize(body) };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = distAssets.reduce((s, a) => ({ raw: s.raw + a.raw, gzip: s.gzip + a.gzip }), {
  raw: 0,
  gzip: 0,
});

const budgetCell = (route: (typeof ROUTES)[number], jsGzip: number) => {
  if (route.budgetJsGzipKb === undefined) return '—';
  const within = jsGzip / 1024 <= route.budgetJsGzipKb;
  return `≤ ${route.budgetJsGzipKb} KB: ${within ? 'within' : '**over**'}`;
};

const lines = [
  `# Web bundle size${label ? ` (${label})` : ''}`,
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}: the production build served by the real server, each route visited once in Chromium with an empty cache, every script and stylesheet response counted (gzip at level 9 of the body). Chunk-size warning in the build: ${chunkWarning === undefined ? 'not built by this run' : chunkWarning ? '**yes**' : 'no'}.`,
  '',
  '## First visit per route',
  '',
  '| route | landed on | JS raw | JS gzip | CSS raw | CSS gzip | JS budget (gzip) |',
  '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ...results.map(({ route, assets, landed }) => {
    const jsGzip = sum(assets, 'js', 'gzip');
    return `| ${route.name} \`${route.path}\` | \`${landed}\` | ${kb(sum(assets, 'js', 'raw'))} | ${kb(jsGzip)} | ${kb(sum(assets, 'css', 'raw'))} | ${kb(sum(assets, 'css', 'gzip'))} | ${budgetCell(route, jsGzip)} |`;
  }),
  '',
  'Files per route (gzip):',
  '',
  ...results.map(
    ({ route, assets }) =>
      `- \`${route.path}\`: ${assets.map((a) => `${shortName(a.url)} ${kb(a.gzip)}`).join(', ')}`,
  ),
  '',
  '## Every asset of the build',
  '',
  '| asset | raw | gzip |',
  '| --- | ---: | ---: |',
  ...distAssets.map((a) => `| ${shortName(a.file)} | ${kb(a.raw)} | ${kb(a.gzip)} |`),
  `| **total** | **${kb(total.raw)}** | **${kb(total.gzip)}** |`,
  '',
];
const reportFile = path.join(root, 'bench/reports', label ? `bundle-size-${label}.md` : 'bundle-size.md');
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.writeFileSync(reportFile, lines.join('\n'));
console.log(lines.join('\n'));
