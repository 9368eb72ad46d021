import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { connectDatabase } from '../apps/server/src/platform/database/connection.ts';
import { startEmbeddedDatabase } from '../apps/server/src/platform/database/embedded-database.ts';
import { applyMigrations } from '../apps/server/src/platform/database/migrate.ts';
import { freePort } from '../apps/server/src/platform/net/free-port.ts';
import { FilesystemStorage } from '../apps/server/src/platform/storage/filesystem-storage.ts';
import { loadDemoDataOnce } from '../apps/server/src/seed/demo-data.ts';

/**
 * Throughput and latency of the public calls every page load makes, against the real server on an
 * embedded PostgreSQL with the demo data. Writes bench/reports/public-calls.md.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-bench-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();
const config = loadConfig(
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  root,
);
const embedded = await startEmbeddedDatabase(config.dataDir);
const database = connectDatabase(embedded.url, { max: 10 });
const storage = new FilesystemStorage(config.storageDir);
await applyMigrations(database);
await loadDemoDataOnce({ db: database.db, storage, config });
const app = await buildApp({ config, db: database.db, storage, logger: false });
await app.listen({ port, host: '127.0.0.1' });

const calls = [
  {
    name: 'GET /company/public/get-detail (path tenant)',
    path: '/api/v1/company/public/get-detail?path=demo',
    host: 'localhost',
  },
  {
    name: 'GET /service-admin/public/view-settings (path tenant)',
    path: '/api/v1/service-admin/public/view-settings?path=demo',
    host: 'localhost',
  },
  {
    name: 'GET /service-admin/public/view-settings (full domain)',
    path: '/api/v1/service-admin/public/view-settings',
    host: 'books.localhost',
  },
  {
    name: 'GET /content-group/public/list',
    path: '/api/v1/content-group/public/list?path=demo',
    host: 'localhost',
  },
  { name: 'GET /api/health', path: '/api/health', host: 'localhost' },
];

const rows: string[] = [];
for (const call of calls) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${call.path}`,
    headers: { host: call.host },
    connections: 20,
    duration: 8,
  });
  if (result.non2xx > 0) throw new Error(`${call.name}: ${result.non2xx} non-2xx answers`);
  rows.push(
    `| ${call.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} |`,
  );
  console.log(rows.at(-1));
}

await app.close();
await database.close();
await embedded.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const report = [
  '# Public calls under load',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; autocannon with 20 connections for 8 s per call, load generator, server and embedded PostgreSQL on the same machine.`,
  '',
  '| call | req/s | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|',
  ...rows,
  '',
];
fs.writeFileSync(path.join(root, 'bench/reports/public-calls.md'), report.join('\n'));
