import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RoleLevel } from '@hondana/contract';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { clientPasswordHash } from '../apps/server/src/platform/crypto/passwords.ts';
import { connectDatabase } from '../apps/server/src/platform/database/connection.ts';
import { startEmbeddedDatabase } from '../apps/server/src/platform/database/embedded-database.ts';
import { freePort } from '../apps/server/src/platform/net/free-port.ts';
import { createTenant, createUser } from '../apps/server/test/fixtures.ts';

/**
 * `GET /content/export-csv` of a large catalogue: the real server (apps/server/src/main.ts, its own
 * process) on an embedded PostgreSQL; this process inserts the contents with SQL, downloads the export
 * over HTTP and samples the server's resident memory (/proc/<pid>/status, every 50 ms) meanwhile.
 * Two sizes, 10,000 then 100,000 contents, show whether memory grows with the catalogue.
 * Writes bench/reports/content-csv-export.md. Options: --rows <largest> (default 100000).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const largest = Number(argument('rows') ?? 100_000);
const sizes = [Math.round(largest / 10), largest];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-bench-csv-'));
fs.chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedDatabase(dataDir);
let server: ChildProcess | undefined;

const rssKb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

async function startServer(): Promise<{ port: number; pid: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: embedded.url,
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server = child;
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr}`);
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (answer?.ok && child.pid) return { port, pid: child.pid };
    if (Date.now() > deadline) throw new Error(`server did not start:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Downloads the export, counting bytes and records, while sampling the server's RSS. */
async function measureExport(port: number, pid: number, token: string) {
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 50);
  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  const records = await new Promise<number>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1/content/export-csv',
        headers: { host: `localhost:${port}`, 'x-access-token': token },
      },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
        let count = 0;
        const parser = parse({ bom: true });
        response.once('data', () => {
          firstByteMs = performance.now() - started;
        });
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.pipe(parser);
        parser.on('data', () => {
          count += 1;
        });
        parser.on('end', () => resolve(count - 1));
        parser.on('error', reject);
      },
    );
    request.on('error', reject);
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid));
  return { records, bytes, seconds, firstByteMs, beforeMb: before / 1024, peakMb: peak / 1024 };
}

async function login(port: number, email: string, password: string): Promise<string> {
  const response = await new Promise<string>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/auth/admin-login',
        headers: { host: `localhost:${port}`, 'content-type': 'application/json' },
      },
      (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        answer.on('end', () => resolve(text));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ email, password_hash: clientPasswordHash(password) }));
  });
  const token = JSON.parse(response)?.data?.accessToken;
  if (typeof token !== 'string') throw new Error(`admin login failed: ${response}`);
  return token;
}

const handle = connectDatabase(embedded.url, { max: 2 });
try {
  const { port, pid } = await startServer();
  const db = handle.db;
  const tenant = await createTenant(db);
  const { user, password } = await createUser(db, tenant, { roleLevel: RoleLevel.COMPANY_ADMIN });
  const token = await login(port, user.email ?? '', password);
  const [group] = (
    await db.execute<{ id: number }>(
      sql`insert into content_groups (company_id, service_id, name)
          values (${tenant.company.id}, ${tenant.service.id}, 'ベンチ Bench') returning id`,
    )
  ).rows;
  let inserted = 0;
  const results: (Awaited<ReturnType<typeof measureExport>> & { contents: number })[] = [];
  for (const size of sizes) {
    const insertStarted = performance.now();
    await db.execute(sql`
      insert into contents (company_id, service_id, element_id, content_code, title, author, description,
                            keywords, year, state)
      select ${tenant.company.id}, ${tenant.service.id}, 'bench' || lpad(n::text, 20, '0'),
             'B-' || n, '吾輩は猫である 第' || n || '巻', '夏目漱石',
             repeat('A quiet description, with a comma and "quotes". 静かな説明文。', 4),
             'cat, novel, 猫', 1900 + n % 120, 'unpublished'
      from generate_series(${inserted + 1}::int, ${size}::int) as n`);
    await db.execute(sql`
      insert into content_group_contents (company_id, content_group_id, content_id)
      select company_id, ${group?.id}, id from contents
      where company_id = ${tenant.company.id} and id % 3 = 0
      on conflict do nothing`);
    inserted = size;
    console.log(
      `${size} contents in place (${Math.round(performance.now() - insertStarted)} ms); exporting…`,
    );
    const result = await measureExport(port, pid, token);
    if (result.records !== size) throw new Error(`export had ${result.records} rows, expected ${size}`);
    results.push({ ...result, contents: size });
    console.log(result);
  }

  const commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const mb = (value: number) => value.toFixed(1);
  const report = [
    '# CSV export of contents',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit ${commit} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average at the end ${load}.`,
    '',
    "The server is `apps/server/src/main.ts` in its own process (LOG_LEVEL warn, no demo data) on an embedded PostgreSQL; the contents are inserted with SQL (title and author in Japanese, a 260-character description with commas and quotes, every third content in a group); the bench process downloads `GET /content/export-csv` over HTTP as a company admin, parses it to count the rows, and samples the server's RSS every 50 ms.",
    '',
    '| contents | CSV size MB | total s | rows/s | first byte ms | server RSS before MB | server RSS peak MB | growth MB |',
    '| -------: | ----------: | ------: | -----: | ------------: | -------------------: | -----------------: | --------: |',
    ...results.map(
      (r) =>
        `| ${r.contents} | ${mb(r.bytes / 1024 / 1024)} | ${r.seconds.toFixed(2)} | ${Math.round(r.contents / r.seconds)} | ${Math.round(r.firstByteMs)} | ${mb(r.beforeMb)} | ${mb(r.peakMb)} | ${mb(r.peakMb - r.beforeMb)} |`,
    ),
    '',
  ];
  const file = path.join(root, 'bench/reports/content-csv-export.md');
  fs.writeFileSync(file, report.join('\n'));
  console.log(`\n${report.join('\n')}\nwritten to ${path.relative(root, file)}`);
} finally {
  await handle.close();
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  await embedded.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
