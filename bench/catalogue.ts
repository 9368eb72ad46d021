import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ContentGroupType, RoleLevel } from '@hondana/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type CardContext,
  type ListRequest,
  listCards,
} from '../apps/server/src/modules/catalogue/catalogue-query.ts';
import { sortColumnOf } from '../apps/server/src/modules/catalogue/content-columns.ts';
import { portalFactsOf } from '../apps/server/src/modules/viewer/reader-access.ts';
import { clientPasswordHash } from '../apps/server/src/platform/crypto/passwords.ts';
import { connectDatabase, type Database } from '../apps/server/src/platform/database/connection.ts';
import { startEmbeddedDatabase } from '../apps/server/src/platform/database/embedded-database.ts';
import { tenantScopeOf } from '../apps/server/src/platform/tenancy/tenant-scope.ts';
import { createTenant, createUser } from '../apps/server/test/fixtures.ts';
import { benchRoot, startServer } from './server-process.ts';

/**
 * The readers' catalogue at scale: a tenant with 150,000 contents in 500 groups seeded by
 * SQL, the real server (`apps/server/src/main.ts`) as its own process, and two yardsticks measured in the
 * same run on the same PostgreSQL (bench/baseline-server.ts): bare Fastify, and Fastify plus one indexed
 * query. Latency is measured one request at a time (p50/p95 over --samples calls, after a warm-up), the
 * home page as the web makes it: its calls six at a time, like a browser's connections to one host.
 * The plans of the main list queries are checked with EXPLAIN ANALYZE and written into the report.
 * Writes bench/reports/catalogue.md. Options: --contents <n> (default 150000), --samples <n> (default 200).
 */
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const CONTENTS = Number(argument('contents') ?? 150_000);
const SAMPLES = Number(argument('samples') ?? 200);
const NORMAL_GROUPS = 500;
/** Shelves above the fold of the home page besides the special ones; the web loads further ones on scroll. */
const HOME_NORMAL_SHELVES = 20;
const BROWSER_CONNECTIONS = 6;

const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-bench-catalogue-'));
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

/** One GET through node:http (fetch cannot set Host); resolves with the status and the body. */
function get(
  port: number,
  url: string,
  host: string,
  token?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'GET',
        path: url,
        agent: keepAlive,
        headers: { host, ...(token ? { 'x-access-token': token } : {}) },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

interface Timing {
  name: string;
  p50: number;
  p95: number;
  note?: string;
}

/** p50/p95 in ms of `once` (which returns the status of what it sent) over the samples, after a warm-up. */
async function time(name: string, once: (i: number) => Promise<number>, note?: string): Promise<Timing> {
  for (let i = 0; i < 20; i++) await once(i);
  const took: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = process.hrtime.bigint();
    const status = await once(i);
    took.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (status !== 200) throw new Error(`${name}: status ${status}`);
  }
  const timing = { name, p50: percentile(took, 50), p95: percentile(took, 95), ...(note ? { note } : {}) };
  console.log(`${name}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`);
  return timing;
}

/** Seeds the catalogue by SQL: contents, groups and memberships, special groups, hashtags, views, sort fields. */
async function seed(db: Database, companyId: number, serviceId: number, readerId: number) {
  const run = (statement: SQL) => db.execute(statement);
  const started = Date.now();
  await run(sql`
    insert into contents (company_id, service_id, element_id, content_code, title, author, distributor_name,
      year, series, param1, keywords, state, published, login_required, file_kind, page_count, cover_url,
      published_at, uploaded_at)
    select ${companyId}, ${serviceId}, e.id, 'C' || i, t.title, 'Author ' || (i % 2000), 'Publisher ' || (i % 40),
      1950 + i % 70, 'Series ' || (i / 10), 'P' || (i % 97), 'keyword' || (i % 300),
      case when i % 50 = 0 then 'unpublished' when i % 97 = 0 then 'processing' else 'published' end,
      i % 50 <> 0, i % 10 = 0, 'pdf', 10 + i % 300,
      '/api/v1/content/cover/' || e.id || '/large?v=1',
      now() - make_interval(days => i % 365, secs => i), now() - make_interval(days => i % 365, secs => i)
    from generate_series(1, ${CONTENTS}) i
    cross join lateral (select substr(md5('bench' || i) || md5('x' || i), 1, 24) as id) e
    cross join lateral (select (array['さくら','アメ','銀河鉄道','東京物語','ことば','Novel','かめ','第'])[1 + i % 8]
      || ' ' || (i % 1000) || ' 第' || (i % 12 + 1) || '巻' as title) t`);
  await run(sql`
    insert into content_groups (company_id, service_id, name, type, ordinal)
    select ${companyId}, ${serviceId}, 'Group ' || g, 1, g from generate_series(1, ${NORMAL_GROUPS}) g`);
  // The special groups, unless the service was provisioned with them.
  await run(sql`
    insert into content_groups (company_id, service_id, name, type, ordinal) values
      (${companyId}, ${serviceId}, 'New', ${ContentGroupType.NEW}, 1003),
      (${companyId}, ${serviceId}, 'Popular', ${ContentGroupType.POPULAR}, 1004),
      (${companyId}, ${serviceId}, 'Recommended', ${ContentGroupType.RECOMMEND}, 1005),
      (${companyId}, ${serviceId}, 'Favourites', ${ContentGroupType.FAVORITE}, 1001),
      (${companyId}, ${serviceId}, 'Recently read', ${ContentGroupType.RECENTLY}, 1002)
    on conflict do nothing`);
  // Group 1 holds every content (the deep-paging case); each content is also in one of the other 499.
  await run(sql`
    insert into content_group_contents (company_id, content_group_id, content_id, ordinal)
    select c.company_id, g.id, c.id, row_number() over (partition by g.id order by c.id)
    from contents c join content_groups g on g.company_id = c.company_id and g.service_id = c.service_id
      and g.type = 1 and (g.ordinal = 1 or g.ordinal = 2 + c.id % ${NORMAL_GROUPS - 1})
    where c.company_id = ${companyId}`);
  await run(sql`
    insert into content_group_contents (company_id, content_group_id, content_id, ordinal)
    select c.company_id, g.id, c.id, row_number() over (order by c.id)
    from contents c join content_groups g on g.company_id = c.company_id and g.type = ${ContentGroupType.RECOMMEND}
      and g.service_id = c.service_id
    where c.company_id = ${companyId} and c.id % 1500 = 0`);
  await run(sql`
    insert into hashtags (company_id, service_id, name)
    select ${companyId}, ${serviceId}, 'tag' || h from generate_series(1, 200) h`);
  await run(sql`
    insert into content_hashtags (company_id, content_id, hashtag_id)
    select c.company_id, c.id, h.id from contents c
    join hashtags h on h.company_id = c.company_id and h.name = 'tag' || (1 + c.id % 200)
    where c.company_id = ${companyId}`);
  await run(sql`
    insert into content_daily_views (company_id, content_id, day, views)
    select c.company_id, c.id, (now() at time zone 'utc')::date - d, 1 + (c.id * d) % 17
    from contents c cross join generate_series(0, 29) d
    where c.company_id = ${companyId} and c.id % 30 = 0`);
  await run(sql`
    insert into favourites (company_id, user_id, content_id)
    select ${companyId}, ${readerId}, c.id from contents c where c.company_id = ${companyId} and c.id % 700 = 0`);
  await run(sql`
    insert into reading_history (company_id, user_id, content_id, last_read_at)
    select ${companyId}, ${readerId}, c.id, now() - make_interval(mins => (c.id % 5000)::int)
    from contents c where c.company_id = ${companyId} and c.id % 900 = 0`);
  await run(sql`
    insert into sort_fields (company_id, service_id, type, field, title, ordinal, is_asc_default, is_sort_field_default)
    values (${companyId}, ${serviceId}, 1, 'title', 'Title', 1, true, true),
           (${companyId}, ${serviceId}, 1, 'publishedAt', 'Newest', 2, false, false)`);
  // Autovacuum would have run on a live catalogue: visibility map set, statistics fresh.
  await run(sql`vacuum analyze`);
  return (Date.now() - started) / 1000;
}

/** EXPLAIN ANALYZE of the statements listCards sends for one request, through a stand-in executor. */
async function explain(db: Database, context: CardContext, request: ListRequest): Promise<string[]> {
  const plans: string[] = [];
  const executor = {
    execute: async (statement: SQL) => {
      const result = await db.execute<{ 'QUERY PLAN': string }>(
        sql`explain (analyze, costs off) ${statement}`,
      );
      plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
      return { rows: [] };
    },
  } as unknown as Database;
  await listCards(executor, context, request);
  return plans;
}

const NOTE =
  "Totals, the popular ranking and the hashtag list are kept by the tenant cache (its 10 s safety TTL; contents are not watched), so the timed calls mostly pay for the page alone; the plans below show what an uncached total costs (counting all 150,000 members: about 100 ms). Sorting the 150,000-content group by a field without an index (year, author, distributor, content id, params, upload and creation dates) sorts the whole group: about 100 ms at any page. Titles (ICU `ja_natural`), published dates and the group's own order walk indexes; groups of a few hundred sort in memory in a few ms.";

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
  const tenant = await createTenant(db, { path: 'catalogue' });
  const { email, password, user } = await createUser(db, tenant, {
    roleLevel: RoleLevel.USER,
    serviceId: tenant.service.id,
  });
  const seedSeconds = await seed(db, tenant.company.id, tenant.service.id, user.id);
  console.log(`seeded ${CONTENTS} contents in ${seedSeconds.toFixed(1)} s`);
  const oneQuery = await startServer(
    children,
    'one-query Fastify',
    'bench/baseline-server.ts',
    { BASELINE: 'query', DATABASE_URL: embedded.url },
    '/',
  );
  const host = `localhost:${hondana.port}`;
  const login = await fetch(`http://127.0.0.1:${hondana.port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host },
    body: JSON.stringify({ email, password_hash: clientPasswordHash(password), path: 'catalogue' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

  const groupRows = await db.execute<{ id: string; type: number; ordinal: number }>(
    sql`select id::text, type, ordinal from content_groups where company_id = ${tenant.company.id} order by ordinal`,
  );
  const groupOf = (type: number, ordinal?: number) =>
    Number(
      groupRows.rows.find((g) => g.type === type && (ordinal === undefined || g.ordinal === ordinal))?.id,
    );
  const bigGroup = groupOf(1, 1);
  const normalGroups = groupRows.rows.filter((g) => g.type === 1 && g.ordinal > 1).map((g) => Number(g.id));
  const visibleIds = (
    await db.execute<{ element_id: string }>(
      sql`select element_id from contents where company_id = ${tenant.company.id} and state = 'published' and published and not login_required order by id limit 2000`,
    )
  ).rows.map((r) => r.element_id);

  /** One call of the portal's API; a refusal stops the bench with what the server said. */
  const api = async (url: string, withToken = false) => {
    const full = `/api/v1${url}${url.includes('?') ? '&' : '?'}path=catalogue`;
    const answer = await get(hondana.port, full, host, withToken ? token : undefined);
    if (answer.status !== 200) throw new Error(`${full}: ${answer.status} ${answer.body.slice(0, 500)}`);
    return answer.status;
  };
  const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length] as T;

  const timings: Timing[] = [];
  timings.push(
    await time('bare Fastify (yardstick)', () => get(bare.port, '/', 'localhost').then((r) => r.status)),
  );
  timings.push(
    await time('Fastify + one indexed query (yardstick)', () =>
      get(oneQuery.port, '/', 'localhost').then((r) => r.status),
    ),
  );
  timings.push(await time('GET /content-group/public/list', () => api('/content-group/public/list')));
  const homeNormal = normalGroups.slice(0, HOME_NORMAL_SHELVES);
  const homeCalls = [
    ...[ContentGroupType.NEW, ContentGroupType.POPULAR, ContentGroupType.RECOMMEND].map(
      (type) => `/content/public/page?content_group_id=${groupOf(type)}&size=10`,
    ),
    `/content/public/page?content_group_id=${bigGroup}&size=10`,
    ...homeNormal.map((id) => `/content/public/page?content_group_id=${id}&size=10`),
  ];
  const homeSet = async (withToken: boolean) => {
    const first = await api('/content-group/public/list', withToken);
    const queue = [...homeCalls];
    const statuses: number[] = [first];
    await Promise.all(
      Array.from({ length: BROWSER_CONNECTIONS }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) statuses.push(await api(next, withToken));
      }),
    );
    return statuses.every((s) => s === 200) ? 200 : 500;
  };
  const homeNote = `groups list, then ${homeCalls.length} first pages (new, popular, recommend, the all-books group and ${HOME_NORMAL_SHELVES} normal groups), ${BROWSER_CONNECTIONS} at a time`;
  timings.push(await time('Home call set, visitor', () => homeSet(false), homeNote));
  timings.push(await time('Home call set, signed-in reader', () => homeSet(true), homeNote));
  timings.push(
    await time('Group page 1 (a group of 300)', (i) =>
      api(`/content/public/page?content_group_id=${pick(normalGroups, i)}&size=10`),
    ),
  );
  timings.push(
    await time('Group page 1 (a group of 300), signed-in', (i) =>
      api(`/content/public/page?content_group_id=${pick(normalGroups, i)}&size=10`, true),
    ),
  );
  timings.push(
    await time('Group page 1 (a group of 300) by title', (i) =>
      api(`/content/public/page?content_group_id=${pick(normalGroups, i)}&size=10&sort_field=1`),
    ),
  );
  timings.push(
    await time(`Group page 1 (all ${CONTENTS})`, () =>
      api(`/content/public/page?content_group_id=${bigGroup}&size=10`),
    ),
  );
  timings.push(
    await time(`Group page 500 (all ${CONTENTS})`, () =>
      api(`/content/public/page?content_group_id=${bigGroup}&size=10&page=500`),
    ),
  );
  timings.push(
    await time(`Group page 500 (all ${CONTENTS}) by title`, () =>
      api(`/content/public/page?content_group_id=${bigGroup}&size=10&page=500&sort_field=1`),
    ),
  );
  timings.push(
    await time(`Group page 500 (all ${CONTENTS}) by year`, () =>
      api(`/content/public/page?content_group_id=${bigGroup}&size=10&page=500&sort_field=4`),
    ),
  );
  timings.push(
    await time('New group page 1', () => api(`/content/public/page?content_group_id=${groupOf(4)}&size=10`)),
  );
  timings.push(
    await time('Popular group page 1', () =>
      api(`/content/public/page?content_group_id=${groupOf(5)}&size=10`),
    ),
  );
  timings.push(await time('Content detail', (i) => api(`/content/public/detail?id=${pick(visibleIds, i)}`)));
  timings.push(
    await time('Series list of a content', (i) =>
      api(`/content/public/page/series-content?id=${pick(visibleIds, i)}`),
    ),
  );
  timings.push(await time('Hashtag list', () => api('/hash-tag/public/get-all-hashtag')));
  timings.push(
    await time('Favourites and recently read (signed-in)', () =>
      api('/content-group/favorites-recently-read', true),
    ),
  );

  // Plans of the heaviest list statements, read the way the server sends them.
  const settingsRow = {
    newPeriodDays: 30,
    popularPeriodDays: 30,
    popularLimit: 10,
    popularMinReaders: 3,
    paramNames: {},
  };
  const context: CardContext = {
    scope: tenantScopeOf(tenant),
    viewer: { userId: user.id, caller: 'reader', portal: portalFactsOf(tenant) },
    settings: {
      ...settingsRow,
      overlayNew: true,
      overlayPopular: true,
      overlayRecommend: true,
      seriesField: 'series',
      detailFields: new Set(),
      recommendGroupId: groupOf(6),
      ascendingByField: {},
      groups: {},
    },
    popularIds: [],
    hasPlans: false,
    at: new Date(),
  };
  const byTitle = sortColumnOf(1);
  const plans: [string, string[]][] = [
    [
      `Group of all ${CONTENTS}, page 500, own order`,
      await explain(db, context, {
        source: { kind: 'members', groupId: bigGroup },
        sort: null,
        offset: 4990,
        limit: 10,
      }),
    ],
    [
      `Group of all ${CONTENTS}, page 500, by title`,
      await explain(db, context, {
        source: { kind: 'members', groupId: bigGroup },
        sort: byTitle ? { column: byTitle, ascending: true } : null,
        offset: 4990,
        limit: 10,
      }),
    ],
    [
      'A group of 300, page 1, own order',
      await explain(db, context, {
        source: { kind: 'members', groupId: normalGroups[0] as number },
        sort: null,
        offset: 0,
        limit: 10,
      }),
    ],
  ];

  const median = (name: string) => timings.find((t) => t.name === name);
  const lines = [
    '# Readers’ catalogue at scale (`npm run bench:catalogue`)',
    '',
    `One tenant with ${CONTENTS.toLocaleString('en')} contents (2% unpublished, 1% processing, 10% login-required) in ${NORMAL_GROUPS} normal groups (group 1 holds every content, each content is also in one of the other ${NORMAL_GROUPS - 1}: about ${Math.round(CONTENTS / (NORMAL_GROUPS - 1))} each), the special groups, 200 hashtags, 30 days of views for every 30th content, seeded by SQL in ${seedSeconds.toFixed(0)} s. The server is \`apps/server/src/main.ts\` as its own process with its defaults (log level info, job worker on); the yardsticks are bench/baseline-server.ts on the same PostgreSQL. Calls are sent one at a time (keep-alive); each figure is over ${SAMPLES} calls after 20 warm-up calls. Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, shared with other work.`,
    '',
    '| call | p50 ms | p95 ms | note |',
    '|---|---:|---:|---|',
    ...timings.map((t) => `| ${t.name} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${t.note ?? ''} |`),
    '',
    `Goal: home p95 under 100 ms — visitor ${median('Home call set, visitor')?.p95.toFixed(0)} ms, signed-in ${median('Home call set, signed-in reader')?.p95.toFixed(0)} ms for the whole set of ${homeCalls.length + 1} calls.`,
    '',
    NOTE,
    '',
    '## Query plans (EXPLAIN ANALYZE of the statements the server sends: the page, then the count)',
    '',
    ...plans.flatMap(([name, statements]) => [
      `### ${name}`,
      '',
      ...statements.flatMap((plan) => ['```', plan, '```', '']),
    ]),
  ];
  fs.mkdirSync(path.join(benchRoot, 'bench/reports'), { recursive: true });
  fs.writeFileSync(path.join(benchRoot, 'bench/reports/catalogue.md'), `${lines.join('\n').trimEnd()}\n`);
  // Tables aligned as the repository's formatter writes them, so the report passes `npm run lint`.
  execFileSync(
    path.join(benchRoot, 'node_modules/.bin/biome'),
    ['format', '--write', 'bench/reports/catalogue.md'],
    {
      cwd: benchRoot,
      stdio: 'ignore',
    },
  );
  console.log('wrote bench/reports/catalogue.md');
  await database.close();
} finally {
  keepAlive.destroy();
  await stopAll();
}
