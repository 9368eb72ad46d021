import { type ChildProcess, execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { clientPasswordHash } from '../apps/server/src/platform/crypto/passwords.ts';
import { startEmbeddedDatabase } from '../apps/server/src/platform/database/embedded-database.ts';
import { startServer as startServerProcess } from './server-process.ts';

/**
 * Throughput and latency of the calls every page load makes, against the real server process, with two
 * yardsticks measured in the same run on the same PostgreSQL:
 *
 *   bare       Fastify alone answering a constant (bench/baseline-server.ts, its own process)
 *   one query  Fastify plus one indexed PostgreSQL query per request (its own process)
 *   Hondana    apps/server/src/main.ts as `npm run serve` runs it, logging every request as a production
 *              server does (LOG_LEVEL info), with demo data, DATABASE_URL pointing at the run's embedded PostgreSQL
 *
 * This process only generates the load (autocannon); every server is a child process started and
 * stopped by pid. Each call's ratio is its req/s over the one-query yardstick's, so runs on a busy or
 * an idle machine compare. Writes bench/reports/public-calls.md (or public-calls-<label>.md).
 *
 * Options: --label <name>, --seconds <per measurement> (default 8), --rounds <n> (default 1; each
 * round measures every target once, interleaved, and the report gives the median per target),
 * --only <text> (measure only the calls whose name contains it, baselines always; no report written),
 * --profile <folder> (Hondana runs with --cpu-prof, its profile lands in the folder when it stops).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const label = argument('label');
const seconds = Number(argument('seconds') ?? 8);
const rounds = Number(argument('rounds') ?? 1);
const only = argument('only');
const profileDir = argument('profile');
const connections = 20;

const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-bench-'));
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

const startServer = async (
  name: string,
  script: string,
  env: Record<string, string>,
  probe: string,
  nodeOptions: string[] = [],
) => (await startServerProcess(children, name, script, env, probe, nodeOptions)).port;

interface Target {
  name: string;
  port: number;
  path: string;
  host: string;
  headers?: Record<string, string>;
}

interface Measure {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(target: Target, duration: number): Promise<Measure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${target.path}`,
    headers: { host: target.host, ...target.headers },
    connections,
    duration,
  });
  if (result.non2xx > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx answers`);
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

try {
  const bare = await startServer('bare Fastify', 'bench/baseline-server.ts', { BASELINE: 'bare' }, '/');
  const hondana = await startServer(
    'Hondana',
    'apps/server/src/main.ts',
    { HOST: '127.0.0.1', DATABASE_URL: embedded.url, DATA_DIR: dataDir, DEMO_DATA: 'on', LOG_LEVEL: 'info' },
    '/api/health',
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
  );
  // After Hondana: the migrations and the demo companies exist.
  const oneQuery = await startServer(
    'one-query Fastify',
    'bench/baseline-server.ts',
    { BASELINE: 'query', DATABASE_URL: embedded.url },
    '/',
  );

  const localhost = `localhost:${hondana}`;
  // node:http rather than fetch, which does not let a caller choose the Host header.
  const loginBody = await new Promise<{ data?: { accessToken?: string } }>((resolve, reject) => {
    const body = JSON.stringify({
      email: 'reader@demo.hondana.test',
      password_hash: clientPasswordHash('Demo-Reader-2026'),
      path: 'demo',
      keep_login: true,
    });
    const request = http.request(
      {
        host: '127.0.0.1',
        port: hondana,
        method: 'POST',
        path: '/api/v1/auth/login',
        headers: { host: localhost, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve(JSON.parse(text)));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  const token = loginBody.data?.accessToken;
  if (!token) throw new Error(`demo login failed: ${JSON.stringify(loginBody)}`);

  const allTargets: (Target & { baseline?: 'bare' | 'query' })[] = [
    { name: 'bare Fastify (baseline)', port: bare, path: '/', host: 'localhost', baseline: 'bare' },
    {
      name: 'Fastify + one indexed query (baseline)',
      port: oneQuery,
      path: '/',
      host: 'localhost',
      baseline: 'query',
    },
    {
      name: 'GET /company/public/get-detail',
      port: hondana,
      path: '/api/v1/company/public/get-detail?path=demo',
      host: localhost,
    },
    {
      name: 'GET /service-admin/public/view-settings',
      port: hondana,
      path: '/api/v1/service-admin/public/view-settings?path=demo',
      host: localhost,
    },
    {
      name: 'GET /service-admin/public/view-settings (full domain)',
      port: hondana,
      path: '/api/v1/service-admin/public/view-settings',
      host: `books.localhost:${hondana}`,
    },
    {
      name: 'GET /content-group/public/list',
      port: hondana,
      path: '/api/v1/content-group/public/list?path=demo',
      host: localhost,
    },
    {
      name: 'GET /terms-and-condition/public',
      port: hondana,
      path: '/api/v1/terms-and-condition/public?path=demo',
      host: localhost,
    },
    {
      name: 'GET /auth/info (demo reader token)',
      port: hondana,
      path: '/api/v1/auth/info?path=demo',
      host: localhost,
      headers: { 'x-access-token': token },
    },
  ];

  const targets = allTargets.filter((t) => !only || t.baseline || t.name.includes(only));
  // Warm-up: JIT, connection pools, caches.
  for (const target of targets) await measure(target, 1);
  const results = new Map<string, Measure[]>();
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const result = await measure(target, seconds);
      results.set(target.name, [...(results.get(target.name) ?? []), result]);
      console.log(
        `${target.name}: ${Math.round(result.requests)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
      );
    }
  }
  const summary = (name: string): Measure => {
    const list = results.get(name) ?? [];
    return {
      requests: median(list.map((m) => m.requests)),
      p50: median(list.map((m) => m.p50)),
      p99: median(list.map((m) => m.p99)),
      errors: list.reduce((sum, m) => sum + m.errors, 0),
    };
  };
  const queryBaseline = summary('Fastify + one indexed query (baseline)').requests;
  const rows = targets.map((target) => {
    const m = summary(target.name);
    const ratio = `${Math.round((m.requests / queryBaseline) * 100)} %`;
    return `| ${target.name} | ${Math.round(m.requests)} | ${m.p50} | ${m.p99} | ${ratio} | ${m.errors} |`;
  });

  const commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const report = [
    `# Public calls under load${label ? ` (${label})` : ''}`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit ${commit} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average at the end ${load}.`,
    '',
    `Each server is its own process (Hondana as \`npm run serve\` runs it, logging every request as a production server does: LOG_LEVEL info to a discarded stdout, demo data); autocannon runs in a third process with ${connections} connections for ${seconds} s per measurement, ${rounds} round(s), medians reported; PostgreSQL is the run's embedded server, shared by all. The last column is req/s as a share of the one-query baseline of this same run: the figure to compare between runs.`,
    '',
    '| call | req/s | p50 ms | p99 ms | of one-query baseline | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ];
  const file = path.join(root, 'bench/reports', label ? `public-calls-${label}.md` : 'public-calls.md');
  if (!only) fs.writeFileSync(file, report.join('\n'));
  console.log(`\n${report.join('\n')}\nwritten to ${path.relative(root, file)}`);
} finally {
  await stopAll();
}
