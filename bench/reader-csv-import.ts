import { type ChildProcess, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RoleLevel } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { clientPasswordHash } from '../apps/server/src/platform/crypto/passwords.ts';
import { connectDatabase } from '../apps/server/src/platform/database/connection.ts';
import { startEmbeddedDatabase } from '../apps/server/src/platform/database/embedded-database.ts';
import { createTenant, createUser } from '../apps/server/test/fixtures.ts';
import { benchRoot, startServer } from './server-process.ts';

/**
 * The readers CSV import at scale: the real server (apps/server/src/main.ts, its own process, its job
 * worker inside) on an embedded PostgreSQL. This process sends a file of `--rows` readers (default
 * 10,000, one in 20 refused: a bad address, a duplicate, an unknown language, a day that does not exist)
 * to the dry run, then imports it and follows the progress, sampling the server's resident memory
 * (/proc/<pid>/status, every 50 ms) throughout. Baseline in the same run: the contents CSV import of
 * the same number of rows. Writes bench/reports/reader-import.md.
 */
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const rows = Number(argument('rows') ?? 10_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-bench-readers-'));
fs.chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedDatabase(dataDir);
const children: ChildProcess[] = [];

const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Runs `work` while sampling the server's RSS; answers its result, the seconds taken and the peak. */
async function measured<T>(pid: number, work: () => Promise<T>) {
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      beforeMb: before / 1024,
      peakMb: peak / 1024,
    };
  } finally {
    clearInterval(sampler);
  }
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csvOf = (records: string[][]) => `${records.map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`;

/** Readers, one in 20 refused for a different rule each time. */
function readersFile(count: number): { bytes: Buffer; bad: number } {
  const header = [
    'email',
    'username',
    'fullName',
    'lastName',
    'lang',
    'status',
    'subscriptionType',
    'subscriptionStart',
    'subscriptionEnd',
    'param1',
  ];
  const records = [header];
  let bad = 0;
  for (let n = 1; n <= count; n++) {
    const row = [
      `reader-${n}@bench.test`,
      `reader_${n}`,
      `読者 ${n} Reader`,
      '山田',
      n % 3 === 0 ? 'ja' : 'en',
      'allow',
      'login',
      '2027-04-01',
      '2028-03-31',
      `class ${n % 40}`,
    ];
    if (n % 20 === 0) {
      bad += 1;
      const kind = (n / 20) % 4;
      if (kind === 0) row[0] = `reader-${n}-at-bench.test`;
      if (kind === 1) row[0] = `reader-${n - 1}@bench.test`;
      if (kind === 2) row[4] = 'fr';
      if (kind === 3) row[7] = '2027-02-30';
    }
    records.push(row);
  }
  return { bytes: Buffer.from(csvOf(records)), bad };
}

function contentsFile(count: number): Buffer {
  const records = [['contentCode', 'title', 'author', 'description', 'year']];
  for (let n = 1; n <= count; n++)
    records.push([
      `C-${n}`,
      `吾輩は猫である 第${n}巻`,
      '夏目漱石',
      'A quiet description, with a comma and "quotes". 静かな説明文。',
      String(1900 + (n % 120)),
    ]);
  return Buffer.from(csvOf(records));
}

async function call(base: string, token: string, method: string, url: string, body?: FormData) {
  const answer = await fetch(`${base}${url}`, {
    method,
    headers: { 'x-access-token': token },
    ...(body ? { body } : {}),
  });
  const json = (await answer.json()) as { status: number; data: Record<string, unknown> };
  if (json.status !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(json).slice(0, 500)}`);
  return json.data;
}

const upload = (bytes: Buffer, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), name);
  return form;
};

/** Polls a run until it is no longer running. */
async function untilDone(base: string, token: string, url: string) {
  for (;;) {
    const run = await call(base, token, 'GET', url);
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const handle = connectDatabase(embedded.url, { max: 2 });
try {
  const env = {
    HOST: '127.0.0.1',
    DATABASE_URL: embedded.url,
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
  };
  const { port, pid } = await startServer(children, 'server', 'apps/server/src/main.ts', env, '/api/health');
  const base = `http://127.0.0.1:${port}/api/v1`;
  const db = handle.db;
  const tenant = await createTenant(db);
  const { user, password } = await createUser(db, tenant, { roleLevel: RoleLevel.COMPANY_ADMIN });
  const login = await fetch(`${base}/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password_hash: clientPasswordHash(password) }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

  console.log(`contents import of ${rows} rows (baseline)…`);
  const contents = await measured(pid, async () => {
    const run = await call(
      base,
      token,
      'POST',
      '/import-csv-file/upload-csv',
      upload(contentsFile(rows), 'contents.csv'),
    );
    return untilDone(base, token, `/import-csv-file/detail/${run.id}`);
  });
  if (contents.result.okRows !== rows) throw new Error(`contents import: ${JSON.stringify(contents.result)}`);

  const file = readersFile(rows);
  console.log(`readers dry run of ${rows} rows…`);
  const preview = await measured(pid, () =>
    call(base, token, 'POST', '/reader-import/preview', upload(file.bytes, 'readers.csv')),
  );
  const run = preview.result.run as { id: number; counts: { create: number; refused: number } };
  if (run.counts.refused !== file.bad || run.counts.create !== rows - file.bad)
    throw new Error(`dry run counts: ${JSON.stringify(run.counts)}`);
  console.log(`readers import…`);
  const imported = await measured(pid, async () => {
    await call(base, token, 'POST', `/reader-import/${run.id}/import`);
    return untilDone(base, token, `/reader-import/${run.id}`);
  });
  const counts = imported.result.counts as { created: number; refused: number };
  if (imported.result.status !== 'succeeded' || counts.created !== rows - file.bad)
    throw new Error(`import: ${JSON.stringify(imported.result)}`);
  const tally = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);
  const audits = await tally(
    sql`select count(*)::int as n from audit_events where action = 'reader.import.add'`,
  );
  // What the audit rows cost: the import's own rows written again as the import writes them (200 a
  // statement, one statement per batch), timed, then removed.
  const auditStarted = performance.now();
  for (let offset = 0; offset < audits; offset += 200) {
    await db.execute(sql`
      insert into audit_events (company_id, service_id, occurred_at, actor_user_id, actor_role, actor_ip,
                                actor_user_agent, entity, entity_id, action, before, after)
      select company_id, service_id, occurred_at, actor_user_id, actor_role, actor_ip, actor_user_agent,
             entity, entity_id, 'bench.copy', before, after
      from audit_events where action = 'reader.import.add' order by id offset ${offset} limit 200`);
  }
  const auditSeconds = (performance.now() - auditStarted) / 1000;
  await db.execute(sql`delete from audit_events where action = 'bench.copy'`);
  const mails = await tally(
    sql`select count(*)::int as n from mail_outbox where company_id = ${tenant.company.id}`,
  );

  const commit = execSync('git rev-parse --short HEAD', { cwd: benchRoot }).toString().trim();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const mb = (value: number) => value.toFixed(1);
  const line = (what: string, r: { seconds: number; beforeMb: number; peakMb: number }, count: number) =>
    `| ${what} | ${count} | ${r.seconds.toFixed(2)} | ${Math.round(count / r.seconds)} | ${mb(r.beforeMb)} | ${mb(r.peakMb)} | ${mb(r.peakMb - r.beforeMb)} |`;
  const report = [
    '# CSV import of readers',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit ${commit} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average at the end ${load}.`,
    '',
    `The server is \`apps/server/src/main.ts\` in its own process (job worker inside, LOG_LEVEL warn, no demo data, dev outbox) on an embedded PostgreSQL. This process sends a file of ${rows} readers (${(file.bytes.length / 1024 / 1024).toFixed(1)} MB; ${file.bad} refused, one in 20: a bad address, a duplicate address, an unknown language, a day that does not exist) to \`POST /reader-import/preview\`, then \`POST /reader-import/{id}/import\`, and polls \`GET /reader-import/{id}\` every 200 ms until it has finished, sampling the server's RSS every 50 ms. Import time runs from the start call to the last batch written; each new reader's invitation is queued in its batch's transaction (${mails} mails in the outbox, sent by the worker meanwhile and after) and audited (${audits} audit rows). Baseline in the same run, before it: the contents CSV import of the same number of rows (upload to the run finished).`,
    '',
    '| step | rows | s | rows/s | server RSS before MB | server RSS peak MB | growth MB |',
    '| ---- | ---: | -: | -----: | ------------------: | -----------------: | --------: |',
    line('contents import (baseline)', contents, rows),
    line('readers dry run', preview, rows),
    line('readers import', imported, rows),
    '',
    `Audit rows (one per reader, written by \`auditedWrite\` in each batch's transaction): the ${audits} rows of this import written again the same way, 200 per statement, take ${auditSeconds.toFixed(2)} s, ${((auditSeconds / imported.seconds) * 100).toFixed(1)} % of the import's time; a summary row per batch instead would save at most that, and lose who was changed.`,
    '',
  ];
  const out = path.join(benchRoot, 'bench/reports/reader-import.md');
  fs.writeFileSync(out, report.join('\n'));
  console.log(`\n${report.join('\n')}\nwritten to ${path.relative(benchRoot, out)}`);
} finally {
  await handle.close();
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
  }
  await embedded.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
