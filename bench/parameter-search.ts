import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  ContentGroupType,
  SearchableField as F,
  SearchOperation as Op,
  type SearchRequest,
} from '@hondana/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { CardContext } from '../apps/server/src/modules/catalogue/catalogue-query.ts';
import { boxFilter } from '../apps/server/src/modules/search/parameter-box-filter.ts';
import { boxesOfTabsOf } from '../apps/server/src/modules/search/parameter-box-repository.ts';
import { EXACT_TOTAL_LIMIT, searchCards } from '../apps/server/src/modules/search/parameter-query.ts';
import {
  insertSearchBox,
  insertSearchTab,
} from '../apps/server/src/modules/search/parameter-search-test-support.ts';
import { portalFactsOf } from '../apps/server/src/modules/viewer/reader-access.ts';
import { connectDatabase, type Database } from '../apps/server/src/platform/database/connection.ts';
import { startEmbeddedDatabase } from '../apps/server/src/platform/database/embedded-database.ts';
import { tenantScopeOf } from '../apps/server/src/platform/tenancy/tenant-scope.ts';
import { createTenant } from '../apps/server/test/fixtures.ts';
import { benchRoot, startServer } from './server-process.ts';

/**
 * Parameter search at scale: a service with 100,000 contents seeded by SQL, the real
 * server (`apps/server/src/main.ts`) as its own process, a search tab with a box of each kind, and the
 * yardsticks of bench/baseline-server.ts (bare Fastify, Fastify plus one indexed query) measured in the
 * same run on the same PostgreSQL. Calls are sent one at a time as a visitor (p50/p95 over --samples
 * calls after 20 warm-up calls); the statements of each search are checked with EXPLAIN ANALYZE.
 * Writes bench/reports/parameter-search.md. Options: --contents <n> (default 100000), --samples <n>
 * (default 200). Run: npx tsx bench/parameter-search.ts
 */
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const CONTENTS = Number(argument('contents') ?? 100_000);
const SAMPLES = Number(argument('samples') ?? 200);
const GROUPS = 200;
const PAGE_SIZE = 20;
const COLOURS = ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'White', 'Purple', 'Orange', 'Grey', 'Pink'];

const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-bench-parameter-search-'));
fs.chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedDatabase(dataDir);

async function stopAll(): Promise<void> {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
  }
  await embedded.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One call through node:http (fetch cannot set Host); resolves with the status and the body. */
function send(
  port: number,
  method: 'GET' | 'POST',
  url: string,
  host: string,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: keepAlive,
        headers: {
          host,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

interface Timing {
  name: string;
  p50: number;
  p95: number;
  found?: number;
}

/** p50/p95 in ms of `once` (which answers its status and how many contents it found) after a warm-up. */
async function time(
  name: string,
  once: (i: number) => Promise<{ status: number; found?: number }>,
): Promise<Timing> {
  for (let i = 0; i < 20; i++) await once(i);
  const took: number[] = [];
  const found: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = process.hrtime.bigint();
    const answer = await once(i);
    took.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (answer.status !== 200) throw new Error(`${name}: status ${answer.status}`);
    if (answer.found !== undefined) found.push(answer.found);
  }
  const timing: Timing = { name, p50: percentile(took, 50), p95: percentile(took, 95) };
  if (found.length) timing.found = percentile(found, 50);
  console.log(`${name}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`);
  return timing;
}

/** Contents with dates in param1, a colour in param2, in one of the normal groups each, by SQL. */
async function seed(db: Database, companyId: number, serviceId: number) {
  const run = (statement: SQL) => db.execute(statement);
  const started = Date.now();
  await run(sql`
    insert into contents (company_id, service_id, element_id, content_code, title, author, distributor_name,
      year, series, keywords, param1, param2, param3, state, published, login_required, file_kind, page_count,
      cover_url, published_at, uploaded_at)
    select ${companyId}, ${serviceId}, e.id, 'C' || i, t.title, 'Author ' || (i % 2000), 'Publisher ' || (i % 40),
      1950 + i % 70, 'Series ' || (i / 10), 'keyword' || (i % 300),
      to_char(date '2000-01-01' + (i % 9000), 'YYYY/MM/DD'),
      (${sql.raw(`array[${COLOURS.map((c) => `'${c}'`).join(',')}]`)})[1 + i % ${COLOURS.length}],
      'Shelf ' || (i % 50),
      case when i % 50 = 0 then 'unpublished' when i % 97 = 0 then 'processing' else 'published' end,
      i % 50 <> 0, i % 10 = 0, 'pdf', 10 + i % 300,
      '/api/v1/content/cover/' || e.id || '/large?v=1',
      now() - make_interval(days => i % 1000, secs => i), now() - make_interval(days => i % 1000, secs => i)
    from generate_series(1, ${CONTENTS}) i
    cross join lateral (select substr(md5('bench' || i) || md5('x' || i), 1, 24) as id) e
    cross join lateral (select (array['さくら','アメ','銀河鉄道','東京物語','ことば','Novel','かめ','Guide'])[1 + i % 8]
      || ' ' || (i % 1000) || ' 第' || (i % 12 + 1) || '巻' as title) t`);
  await run(sql`
    insert into content_groups (company_id, service_id, name, type, ordinal)
    select ${companyId}, ${serviceId}, 'Group ' || g, ${ContentGroupType.NORMAL}, g from generate_series(1, ${GROUPS}) g`);
  await run(sql`
    insert into content_group_contents (company_id, content_group_id, content_id, ordinal)
    select c.company_id, g.id, c.id, row_number() over (partition by g.id order by c.id)
    from contents c join content_groups g on g.company_id = c.company_id and g.service_id = c.service_id
      and g.type = ${ContentGroupType.NORMAL} and g.ordinal = 1 + c.id % ${GROUPS}
    where c.company_id = ${companyId}`);
  await run(sql`vacuum analyze`);
  return (Date.now() - started) / 1000;
}

/** EXPLAIN ANALYZE of each statement the search sends (run once more for its rows, which decide the next). */
async function explain(db: Database, context: CardContext, filters: SQL[]): Promise<string[]> {
  const plans: string[] = [];
  const executor = {
    execute: async (statement: SQL) => {
      const result = await db.execute<{ 'QUERY PLAN': string }>(
        sql`explain (analyze, costs off) ${statement}`,
      );
      plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
      return db.execute(statement);
    },
  } as unknown as Database;
  await searchCards(executor, context, { filters, sort: null, offset: 0, limit: PAGE_SIZE });
  return plans;
}

try {
  const hondana = await startServer(
    children,
    'Hondana',
    'apps/server/src/main.ts',
    { HOST: '127.0.0.1', DATABASE_URL: embedded.url, DATA_DIR: dataDir, DEMO_DATA: 'off' },
    '/api/health',
  );
  const bare = await startServer(
    children,
    'bare Fastify',
    'bench/baseline-server.ts',
    { BASELINE: 'bare' },
    '/',
  );
  const database = connectDatabase(embedded.url, { max: 4 });
  const { db } = database;
  const tenant = await createTenant(db, { path: 'search' });
  const seedSeconds = await seed(db, tenant.company.id, tenant.service.id);
  console.log(`seeded ${CONTENTS} contents in ${seedSeconds.toFixed(1)} s`);
  const oneQuery = await startServer(
    children,
    'one-query Fastify',
    'bench/baseline-server.ts',
    { BASELINE: 'query', DATABASE_URL: embedded.url },
    '/',
  );

  const groupIds = (
    await db.execute<{ id: string }>(
      sql`select id::text from content_groups where company_id = ${tenant.company.id} and type = ${ContentGroupType.NORMAL} order by ordinal`,
    )
  ).rows.map((row) => Number(row.id));
  const tab = await insertSearchTab(db, tenant);
  const box = {
    partial: await insertSearchBox(db, tenant, tab, {
      operation: Op.PARTIAL,
      searchFields: [F.TITLE, F.AUTHOR],
    }),
    exact: await insertSearchBox(db, tenant, tab, { operation: Op.EXACT, searchFields: [F.AUTHOR, F.YEAR] }),
    dates: await insertSearchBox(db, tenant, tab, {
      operation: Op.DATE_RANGE,
      searchFields: [F.UPLOADED_AT, F.PARAM1],
    }),
    colours: await insertSearchBox(db, tenant, tab, {
      operation: Op.MULTI_CHOICE,
      searchFields: [F.PARAM2],
      matchValues: COLOURS,
    }),
    groups: await insertSearchBox(
      db,
      tenant,
      tab,
      { operation: Op.MULTI_CHOICE, searchFields: [F.CONTENT_GROUP] },
      groupIds,
    ),
  };
  const day = (daysAgo: number) => {
    const d = new Date(Date.now() - daysAgo * 86_400_000 + 9 * 3_600_000);
    return d.toISOString().slice(0, 10).replaceAll('-', '/');
  };

  const host = `localhost:${hondana.port}`;
  const searchUrl = `/api/v1/content/public/search?path=search&size=${PAGE_SIZE}`;
  const search = async (body: SearchRequest[]) => {
    const answer = await send(hondana.port, 'POST', searchUrl, host, body);
    if (answer.status !== 200) throw new Error(`${searchUrl}: ${answer.status} ${answer.body.slice(0, 500)}`);
    return {
      status: answer.status,
      found: (JSON.parse(answer.body) as { data: { totalElements: number } }).data.totalElements,
    };
  };

  const cases: [string, (i: number) => SearchRequest[]][] = [
    ['No box filled (every visible content)', () => []],
    [
      'Partial match, title and author: 4+ characters, selective (`東京物語 <n>`)',
      (i) => [{ searchBoxId: box.partial, value: `東京物語 ${((i * 37) % 125) * 8 + 3} ` }],
    ],
    [
      'Partial match, title and author: 4 characters, 1/8 of the catalogue (`銀河鉄道`)',
      () => [{ searchBoxId: box.partial, value: '銀河鉄道' }],
    ],
    ['Partial match, 2 characters (`さく`: no trigram)', () => [{ searchBoxId: box.partial, value: 'さく' }]],
    ['Exact match, author or year', (i) => [{ searchBoxId: box.exact, value: `author ${(i * 13) % 2000}` }]],
    [
      'Date range, upload date or param1 (one month)',
      (i) => [{ searchBoxId: box.dates, value: [day(60 + (i % 300)), day(30 + (i % 300))] }],
    ],
    [
      'Multiple choice, 2 of 10 values of param2',
      (i) => [
        { searchBoxId: box.colours, value: [COLOURS[i % 10] as string, COLOURS[(i + 3) % 10] as string] },
      ],
    ],
    [
      'Group choice, 2 of 200 groups',
      (i) => [
        {
          searchBoxId: box.groups,
          contentGroupIdList: [groupIds[i % GROUPS] as number, groupIds[(i + 1) % GROUPS] as number],
        },
      ],
    ],
    [
      'Three boxes: partial `アメ` + date range (one year) + multiple choice (3 values)',
      (i) => [
        { searchBoxId: box.partial, value: 'アメ' },
        { searchBoxId: box.dates, value: [day(400 + (i % 100)), day(35 + (i % 100))] },
        { searchBoxId: box.colours, value: ['Red', 'Blue', 'Green'] },
      ],
    ],
  ];

  const timings: Timing[] = [];
  timings.push(await time('bare Fastify (yardstick)', () => send(bare.port, 'GET', '/', 'localhost')));
  timings.push(
    await time('Fastify + one indexed query (yardstick)', () => send(oneQuery.port, 'GET', '/', 'localhost')),
  );
  for (const [name, body] of cases) timings.push(await time(name, (i) => search(body(i))));

  // The plans, for the filters the server builds from the same requests (as a visitor).
  const tabBoxes = await boxesOfTabsOf(db, tenantScopeOf(tenant), Object.values(box));
  const context: CardContext = {
    scope: tenantScopeOf(tenant),
    viewer: { userId: null, caller: 'visitor', portal: portalFactsOf(tenant) },
    settings: {
      newPeriodDays: 30,
      popularPeriodDays: 30,
      popularLimit: 10,
      popularMinReaders: 3,
      paramNames: {},
      overlayNew: true,
      overlayPopular: true,
      overlayRecommend: true,
      seriesField: 'series',
      detailFields: new Set(),
      recommendGroupId: null,
      ascendingByField: {},
      groups: Object.fromEntries(groupIds.map((id) => [id, { type: ContentGroupType.NORMAL, name: '' }])),
    },
    popularIds: [],
    hasPlans: false,
    at: new Date(),
  };
  const offered = new Set(groupIds);
  const plans: [string, string[]][] = [];
  for (const [name, body] of cases.slice(1)) {
    const filters = body(1).flatMap((request) => {
      const row = tabBoxes.find((b) => b.id === request.searchBoxId);
      const filter = row && boxFilter(context, row, request, offered);
      return filter ? [filter] : [];
    });
    plans.push([name, await explain(db, context, filters)]);
  }

  const lines = [
    '# Parameter search at scale (`npx tsx bench/parameter-search.ts`)',
    '',
    `One service with ${CONTENTS.toLocaleString('en')} contents (2% unpublished, 1% processing, 10% login-required; titles of 8 words, Japanese and English, with numbers; 2,000 authors; a \`YYYY/MM/DD\` date in param1; 10 colours in param2) in ${GROUPS} groups, seeded by SQL in ${seedSeconds.toFixed(0)} s. A search tab holds a partial-match box (title, author), an exact-match box (author, year), a date-range box (upload date, param1), a multiple-choice box (param2) and a group box (the ${GROUPS} groups). The server is \`apps/server/src/main.ts\` as its own process with its defaults; the yardsticks are bench/baseline-server.ts on the same PostgreSQL. Each call is \`POST /content/public/search?size=${PAGE_SIZE}\` as a visitor (page 1 and the total), one at a time (keep-alive); each figure is over ${SAMPLES} calls after 20 warm-up calls, the values varying between calls. Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, shared with other work (load average ${os.loadavg()[0]?.toFixed(1)} when the report was written).`,
    '',
    '| call | p50 ms | p95 ms | contents found (median) |',
    '|---|---:|---:|---:|',
    ...timings.map(
      (t) =>
        `| ${t.name} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.found === undefined ? '' : t.found.toLocaleString('en')} |`,
    ),
    '',
    `Goal: p95 under 30 ms at ${CONTENTS.toLocaleString('en')} contents. A search's total is exact up to ${EXACT_TOTAL_LIMIT.toLocaleString('en')} contents and ${EXACT_TOTAL_LIMIT.toLocaleString('en')} beyond (\`EXACT_TOTAL_LIMIT\`), so a broad search shows ${EXACT_TOTAL_LIMIT.toLocaleString('en')} found.`,
    '',
    '## Query plans (EXPLAIN ANALYZE of the statements the server sends: the matches up to the limit with the page; past the limit, the page by the sort order)',
    '',
    ...plans.flatMap(([name, statements]) => [
      `### ${name}`,
      '',
      ...statements.flatMap((plan) => ['```', plan, '```', '']),
    ]),
  ];
  fs.mkdirSync(path.join(benchRoot, 'bench/reports'), { recursive: true });
  const report = path.join(benchRoot, 'bench/reports/parameter-search.md');
  fs.writeFileSync(report, `${lines.join('\n').trimEnd()}\n`);
  // Tables aligned as the repository's formatter writes them, so the report passes `npm run lint`.
  execFileSync(path.join(benchRoot, 'node_modules/.bin/biome'), ['format', '--write', report], {
    cwd: benchRoot,
    stdio: 'ignore',
  });
  console.log('wrote bench/reports/parameter-search.md');
  await database.close();
} finally {
  keepAlive.destroy();
  await stopAll();
}
