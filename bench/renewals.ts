import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DurationType, RoleLevel, TaxMode } from '@hondana/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { companies, subscriptionPlans, workerHeartbeats } from '../apps/server/src/db/schema/index.ts';
import { openJobQueue } from '../apps/server/src/job-registry.ts';
import { BILLING_TIME_ZONE } from '../apps/server/src/modules/billing/billing-time-zone.ts';
import { periodBoundary } from '../apps/server/src/modules/billing/period-end.ts';
import { newOrderId } from '../apps/server/src/modules/orders/ledger.ts';
import { veritransGateway } from '../apps/server/src/modules/payments/gateways/veritrans-gateway.ts';
import { enqueueDueRenewalsAcrossTenants } from '../apps/server/src/modules/renewals/sweep-renewals.ts';
import { connectDatabase } from '../apps/server/src/platform/database/connection.ts';
import { startEmbeddedDatabase } from '../apps/server/src/platform/database/embedded-database.ts';
import { applyMigrations } from '../apps/server/src/platform/database/migrate.ts';
import { SANDBOX_VERITRANS_MERCHANT } from '../apps/server/src/sandbox-gateway/sandbox-merchants.ts';
import { createTenant } from '../apps/server/test/fixtures.ts';
import { benchRoot } from './server-process.ts';

/**
 * Renewals at scale: `--count` subscriptions (100,000) of one monthly plan fall due at once, seeded with
 * one INSERT … SELECT for their readers and one for the subscriptions, in a company whose card gateway
 * is the sandbox (its own process; `--cards` stored cards, 100, shared by the subscriptions). This
 * process is the load: it runs the sweep; the real worker (apps/server/src/worker.ts, its own process)
 * charges. Measured in the same run:
 *
 *   sweep      every due charge keyed and enqueued, nothing charged: the bookkeeping alone
 *   gateway    the sandbox's stored-card charge alone, 10 at once, from here
 *   renewals   from the sweep's start until every subscription moved to its next period: renewals per
 *              second, the worker's peak memory (VmHWM), the receipt mails queued with them
 *   again      a second sweep afterwards: jobs enqueued (0 expected)
 *
 * Afterwards every order id of the ledger is checked at the sandbox: exactly one charge each. Writes
 * bench/reports/renewals.md. Not part of `npm test`.
 */
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const count = argument('count', 100_000);
const cards = argument('cards', 100);
const GATEWAY_CALLS = 2000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-bench-renewals-'));
fs.chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedDatabase(dataDir);
const children: ChildProcess[] = [];
const seconds = (ms: number) => (ms / 1000).toFixed(1);

function spawnTsx(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: benchRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const onData = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return { child, output: () => output };
}

async function startSandbox(): Promise<string> {
  const { child, output } = spawnTsx('apps/server/src/sandbox-gateway/cli.ts', {
    SANDBOX_GATEWAY_PORT: '0',
    NODE_ENV: 'development',
  });
  for (let waited = 0; waited < 60_000; waited += 100) {
    const url = /ready: (http:\/\/\S+)/.exec(output())?.[1];
    if (url) return url;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`sandbox did not start: ${output()}`);
}

/** Peak resident memory of a process (Linux), in MB. */
function peakMemoryMb(pid: number | undefined): number | null {
  if (!pid) return null;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
  return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
}

const handle = connectDatabase(embedded.url, { max: 4 });
const { db } = handle;
const countOf = async (rows: SQL) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${rows}`)).rows[0]?.n ?? 0;
try {
  await applyMigrations(handle);
  const sandbox = await startSandbox();
  const gateway = veritransGateway({ apiUrl: `${sandbox}/veritrans`, ...SANDBOX_VERITRANS_MERCHANT });
  for (let card = 0; card < cards; card++) {
    const answer = await fetch(`${sandbox}/veritrans/4gtoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({
        token_api_key: SANDBOX_VERITRANS_MERCHANT.tokenApiKey,
        card_number: '4111111111111111',
        card_expire: '12/29',
        security_code: '123',
      }),
    });
    const { token } = (await answer.json()) as { token: string };
    const stored = await gateway.storeCard({ customerRef: `bench-acct-${card}`, token });
    if (stored.outcome !== 'stored') throw new Error(`card not stored: ${JSON.stringify(stored)}`);
  }

  const tenant = await createTenant(db);
  const companyId = tenant.company.id;
  const serviceId = tenant.service.id;
  await db.update(companies).set({ paymentGateway: 'sandbox' }).where(eq(companies.id, companyId));
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      companyId,
      serviceId,
      name: 'Monthly',
      duration: 1,
      durationType: DurationType.MONTH,
      price: 1000,
      taxMode: TaxMode.EXCLUSIVE,
    })
    .returning();
  if (!plan) throw new Error('plan not created');
  const now = new Date();
  const anchor = new Date(now.getTime() - 32 * 86_400_000);
  const due = periodBoundary(anchor, { length: 1, unit: DurationType.MONTH }, 1, BILLING_TIME_ZONE);
  if (due > now) throw new Error('the seeded period must have ended');
  const seedStart = performance.now();
  await db.execute(sql`
    insert into users (company_id, role_level, email, username, full_name, lang)
    select ${companyId}, ${RoleLevel.USER}, 'reader-' || g || '@bench.example', 'reader_' || g, 'Reader ' || g, 'en'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into user_subscriptions (company_id, service_id, user_id, subscription_plan_id, billing_state,
      payment_gateway, paid_periods, registered_at, anchor_at, current_period_start, current_period_end,
      next_billing_at, access_ends_at, gateway_customer_ref, card_mask, card_expire)
    select u.company_id, ${serviceId}, u.id, ${plan.id}, 'ACTIVE', 'sandbox', 1, ${anchor}, ${anchor},
      ${anchor}, ${due}, ${due}, ${due}::timestamptz + interval '2 days', 'bench-acct-' || (u.id % ${cards}),
      '************1111', '2912'
    from users u where u.company_id = ${companyId}`);
  await db.execute(sql`analyze users; analyze user_subscriptions`);
  const seedMs = performance.now() - seedStart;

  // The gateway alone: stored-card charges from here, 10 at once.
  const gatewayStart = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async (_, lane) => {
      for (let n = lane; n < GATEWAY_CALLS; n += 10) {
        const charged = await gateway.charge({
          orderId: newOrderId('renewal', now),
          amountYen: 1100,
          source: { kind: 'stored-card', customerRef: `bench-acct-${n % cards}` },
        });
        if (charged.outcome !== 'paid') throw new Error(`gateway alone: ${JSON.stringify(charged)}`);
      }
    }),
  );
  const gatewayMs = performance.now() - gatewayStart;

  const worker = spawnTsx('apps/server/src/worker.ts', {
    DATABASE_URL: embedded.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SANDBOX_GATEWAY: 'off',
    SANDBOX_GATEWAY_URL: sandbox,
    DEMO_DATA: 'off',
  });
  for (let waited = 0; (await db.$count(workerHeartbeats)) === 0; waited += 200) {
    if (waited > 120_000 || worker.child.exitCode !== null) throw new Error(`worker: ${worker.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const jobs = await openJobQueue(embedded.url, { runsWorker: false, instanceName: 'bench-sweep' });
  const sweepStart = performance.now();
  const enqueued = await enqueueDueRenewalsAcrossTenants({ db, jobs }, new Date());
  const sweepMs = performance.now() - sweepStart;
  const sweepRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  let renewed = 0;
  while (renewed < count) {
    if (worker.child.exitCode !== null) throw new Error(`worker stopped: ${worker.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    renewed = await countOf(sql`user_subscriptions where paid_periods = 2 and company_id = ${companyId}`);
    if (performance.now() - sweepStart > 3 * 3600_000) throw new Error(`only ${renewed} renewed in 3 hours`);
  }
  const renewMs = performance.now() - sweepStart;
  const workerPeakMb = peakMemoryMb(worker.child.pid);
  const again = await enqueueDueRenewalsAcrossTenants({ db, jobs }, new Date());
  await jobs.close();

  const ledger = await db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from transactions where company_id = ${companyId} group by status`,
  );
  const orderIds = await db.execute<{ order_id: string }>(
    sql`select order_id from transactions where company_id = ${companyId}`,
  );
  const counts = (await (await fetch(`${sandbox}/sandbox/charges`)).json()) as {
    orders: { orderId: string; charges: number; attempts: number }[];
  };
  const byOrder = new Map(counts.orders.map((o) => [o.orderId, o]));
  const exactlyOnce = orderIds.rows.filter((r) => byOrder.get(r.order_id)?.charges === 1).length;
  const notOnce = orderIds.rows.length - exactlyOnce;
  const mails = await countOf(sql`mail_outbox where company_id = ${companyId}`);
  const load = os.loadavg()[0]?.toFixed(1);

  const report = `# Renewals at scale

\`npm run bench:renewals\` (bench/renewals.ts): ${count.toLocaleString('en-US')} subscriptions of one monthly plan
(1,000 yen before tax) due at once, one company, the sandbox gateway in its own process (${cards} stored cards
shared by the subscriptions), the real worker (\`apps/server/src/worker.ts\`, 25 renewal charges at a time) in its own
process, embedded PostgreSQL; this process seeds, sweeps and counts. ${os.availableParallelism()} cores (shared).
Run on ${new Date().toISOString().slice(0, 10)}.

| What | Figure |
| --- | ---: |
| Seeding (two INSERT … SELECT) | ${seconds(seedMs)} s |
| Sweep alone: keys and jobs for every due charge, nothing charged (baseline) | ${seconds(sweepMs)} s (${Math.round(enqueued / Math.max(0.001, sweepMs / 1000))} charges/s), ${enqueued.toLocaleString('en-US')} jobs |
| Gateway alone: stored-card charges from here, 10 at once | ${Math.round(GATEWAY_CALLS / (gatewayMs / 1000))} charges/s (${GATEWAY_CALLS} charges) |
| **Renewals**: sweep start to the last subscription in its next period | **${seconds(renewMs)} s, ${Math.round(count / (renewMs / 1000))} renewals/s** |
| Worker peak memory (VmHWM) | ${workerPeakMb ?? '?'} MB |
| This process's peak memory (seeding and sweep) | ${sweepRssMb} MB |
| Second sweep afterwards: jobs enqueued | ${again} |
| Ledger rows by status | ${ledger.rows.map((r) => `${r.status} ${r.n.toLocaleString('en-US')}`).join(', ')} |
| Ledger order ids charged exactly once at the sandbox | ${exactlyOnce.toLocaleString('en-US')} of ${orderIds.rows.length.toLocaleString('en-US')} (${notOnce} not) |
| Receipt mails queued | ${mails.toLocaleString('en-US')} |

Each renewal is three short transactions (re-check and pending ledger row; settle, move and mail) around one
gateway call, and queues one receipt mail (delivered by the same worker's mail jobs). Load average at the end: ${load}.
`;
  fs.writeFileSync(path.join(benchRoot, 'bench/reports/renewals.md'), report);
  console.log(report);
  if (notOnce !== 0 || again !== 0 || orderIds.rows.length !== count) process.exitCode = 1;
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await handle.close();
  await embedded.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
