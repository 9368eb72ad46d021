import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { LoginMethod } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { companies, subscriptionPlans } from '../apps/server/src/db/schema/index.ts';
import { openSession } from '../apps/server/src/modules/auth/open-session.ts';
import { connectDatabase } from '../apps/server/src/platform/database/connection.ts';
import { startEmbeddedDatabase } from '../apps/server/src/platform/database/embedded-database.ts';
import { SANDBOX_VERITRANS_MERCHANT } from '../apps/server/src/sandbox-gateway/sandbox-merchants.ts';
import { veritransAuthHash } from '../apps/server/src/sandbox-gateway/veritrans-api.ts';
import { createTenant, createUser } from '../apps/server/test/fixtures.ts';
import { benchRoot, startServer } from './server-process.ts';

/**
 * Card order confirmation under load: 20 buyers at once, each placing orders one after another
 * (`POST /veritrans/order-receive`, a new plan each time: a reader holds a plan once), against the real
 * server (apps/server/src/main.ts) and the sandbox gateway (its own process). Measured in the same run:
 *
 *   gateway    the sandbox's charge call alone (Authorize/card with a fresh token), 20 at once, from here
 *   bare       Fastify answering a constant (bench/baseline-server.ts), 20 at once
 *   Hondana    the whole order: price, coupon and ledger rows committed, the gateway called, the
 *              subscription started and the ledger settled
 *
 * Tokens are made before each timed call (the browser's step). This process only generates the load.
 * Afterwards every order id is checked at the sandbox: exactly one charge each. Writes
 * bench/reports/orders.md. Options: --orders <per buyer> (default 10).
 */
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const perBuyer = Number(argument('orders') ?? 10);
const BUYERS = 20;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-bench-orders-'));
fs.chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedDatabase(dataDir);
const children: ChildProcess[] = [];

async function startSandbox(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/sandbox-gateway/cli.ts'], {
    cwd: benchRoot,
    env: { ...process.env, SANDBOX_GATEWAY_PORT: '0', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /ready: (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}): ${output}`)));
  });
}

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

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as Record<string, unknown>;
}

async function tokenOf(sandbox: string): Promise<string> {
  const answer = await postJson(
    `${sandbox}/veritrans/4gtoken`,
    {
      token_api_key: SANDBOX_VERITRANS_MERCHANT.tokenApiKey,
      card_number: '4111111111111111',
      card_expire: '12/29',
      security_code: '123',
    },
    { origin: 'http://localhost:3000' },
  );
  if (answer.status !== 'success') throw new Error(`token refused: ${JSON.stringify(answer)}`);
  return answer.token as string;
}

/** A call to Hondana as the portal's browser makes it (node:http: fetch does not let us choose Host). */
function callHondana(port: number, host: string, token: string, method: string, url: string, body?: unknown) {
  return new Promise<{ status: number; data: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/v1${url}`,
        headers: { host, 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
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
    request.end(body ? JSON.stringify(body) : undefined);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Runs `count` timed calls on each of `lanes` lanes at once; `prepare` is not timed. */
async function lanesOf<T>(
  lanes: number,
  count: number,
  prepare: (lane: number, n: number) => Promise<T>,
  timed: (prepared: T, lane: number, n: number) => Promise<void>,
) {
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let n = 0; n < count; n++) {
        const prepared = await prepare(lane, n);
        const t0 = performance.now();
        await timed(prepared, lane, n);
        times.push(performance.now() - t0);
      }
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}

const handle = connectDatabase(embedded.url, { max: 4 });
try {
  const sandbox = await startSandbox();
  const bare = await startServer(
    children,
    'bare Fastify',
    'bench/baseline-server.ts',
    { BASELINE: 'bare' },
    '/',
  );
  const env = {
    HOST: '127.0.0.1',
    DATABASE_URL: embedded.url,
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    SANDBOX_GATEWAY: 'off',
    SANDBOX_GATEWAY_URL: sandbox,
  };
  const { port } = await startServer(children, 'Hondana', 'apps/server/src/main.ts', env, '/api/health');
  const { db } = handle;
  const tenant = await createTenant(db);
  await db.update(companies).set({ paymentGateway: 'sandbox' }).where(eq(companies.id, tenant.company.id));
  const host = `localhost:${port}`;
  const hint = `domain=localhost&path=${tenant.service.path}`;
  const buyers: string[] = [];
  // One more buyer: the same orders one at a time, for the latency without waiting on each other.
  for (let lane = 0; lane <= BUYERS; lane++) {
    const { user } = await createUser(db, tenant, { serviceId: tenant.service.id });
    const session = await openSession(
      db,
      {
        companyId: tenant.company.id,
        identifier: user.email ?? '',
        loginMethod: LoginMethod.EMAIL,
        ip: '127.0.0.1',
        now: new Date(),
      },
      {
        user,
        company: tenant.company,
        serviceId: tenant.service.id,
        loginMethod: LoginMethod.EMAIL,
        keepLogin: true,
        isMobileApp: false,
        userAgent: null,
      },
    );
    buyers.push(session.accessToken);
  }
  const plans = await db
    .insert(subscriptionPlans)
    .values(
      Array.from({ length: perBuyer }, (_, n) => ({
        companyId: tenant.company.id,
        serviceId: tenant.service.id,
        name: `Plan ${n + 1}`,
        duration: 1,
        price: 1100 + n,
        taxMode: 'inclusive' as const,
      })),
    )
    .returning({ id: subscriptionPlans.id });

  console.log(`bare Fastify, ${BUYERS} at once…`);
  const bareRun = await lanesOf(
    BUYERS,
    perBuyer * 5,
    async () => null,
    async () => {
      await fetch(`http://127.0.0.1:${bare.port}/`).then((r) => r.text());
    },
  );

  console.log(`gateway alone (sandbox charge), ${BUYERS} at once…`);
  const merchant = SANDBOX_VERITRANS_MERCHANT;
  const gatewayRun = await lanesOf(
    BUYERS,
    perBuyer,
    () => tokenOf(sandbox),
    async (token, lane, n) => {
      const params = {
        orderId: `BENCH-G${lane}-${n}-${Date.now().toString(36)}`,
        amount: '1100',
        jpo: '10',
        withCapture: 'true',
        payNowIdParam: { token },
        merchantCcid: merchant.merchantCcid,
      };
      const answer = await postJson(`${sandbox}/veritrans/paynowid/v1/Authorize/card`, {
        params,
        authHash: veritransAuthHash(merchant, params),
      });
      if ((answer.result as { mstatus?: string })?.mstatus !== 'success')
        throw new Error(JSON.stringify(answer));
    },
  );

  const orderIds: string[] = [];
  const prepareOrder = (buyer: (lane: number) => number) => async (lane: number, n: number) => {
    const token = buyers[buyer(lane)] as string;
    const planId = plans[n]?.id as number;
    const quote = await callHondana(
      port,
      host,
      token,
      'GET',
      `/order/quote?subscription_plan_id=${planId}&${hint}`,
    );
    if (quote.status !== 200) throw new Error(`quote: ${JSON.stringify(quote)}`);
    const { orderId, terms } = quote.data as { orderId: string; terms: { version: string } };
    orderIds.push(orderId);
    return {
      token,
      body: {
        order_id: orderId,
        subscription_plan_id: planId,
        token: await tokenOf(sandbox),
        redirect_url: `http://${host}/${tenant.service.path}/card-payment/return`,
        terms_version: terms.version,
      },
    };
  };
  const placeOrder = async ({ token, body }: { token: string; body: Record<string, unknown> }) => {
    const answer = await callHondana(port, host, token, 'POST', `/veritrans/order-receive?${hint}`, body);
    if (answer.status !== 200 || answer.data.state !== 'paid')
      throw new Error(`order: ${JSON.stringify(answer)}`);
  };
  console.log(`Hondana order confirmation, one buyer, ${perBuyer} orders one at a time…`);
  const aloneRun = await lanesOf(
    1,
    perBuyer,
    prepareOrder(() => BUYERS),
    placeOrder,
  );
  console.log(`Hondana order confirmation, ${BUYERS} buyers at once, ${perBuyer} orders each…`);
  const orderRun = await lanesOf(
    BUYERS,
    perBuyer,
    prepareOrder((lane) => lane),
    placeOrder,
  );

  let doubles = 0;
  for (const orderId of orderIds) {
    const count = (await (await fetch(`${sandbox}/sandbox/charges?orderId=${orderId}`)).json()) as {
      charges: number;
    };
    if (count.charges !== 1) doubles += 1;
  }
  if (doubles > 0) throw new Error(`${doubles} orders were not charged exactly once`);

  const commit = execSync('git rev-parse --short HEAD', { cwd: benchRoot }).toString().trim();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const ms = (value: number) => value.toFixed(1);
  const line = (what: string, run: { times: number[]; seconds: number }) =>
    `| ${what} | ${run.times.length} | ${ms(percentile(run.times, 50))} | ${ms(percentile(run.times, 95))} | ${ms(percentile(run.times, 99))} | ${(run.times.length / run.seconds).toFixed(1)} |`;
  const ours = percentile(orderRun.times, 95) - percentile(gatewayRun.times, 95);
  const report = [
    '# Card order confirmation',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit ${commit} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load average at the end ${load}.`,
    '',
    `${BUYERS} buyers at once, each placing ${perBuyer} orders one after another (\`POST /veritrans/order-receive\`, a 1,100-yen plan each time, the test card that is charged) against \`apps/server/src/main.ts\` (its own process, LOG_LEVEL warn, no demo data) and the sandbox gateway (its own process, \`apps/server/src/sandbox-gateway/cli.ts\`) on an embedded PostgreSQL. The card token is made before each timed call, as the browser does. Measured in the same run: the sandbox's charge call alone from this process (the gateway's own time) and bare Fastify answering a constant (the floor of an HTTP call here). The same orders placed one at a time by one more buyer show the latency without buyers waiting on each other (the 20-at-once figures on this shared 2-core machine are mostly waiting for the CPU). Every order id was checked at the sandbox afterwards: each charged exactly once.`,
    '',
    '| call | calls | p50 ms | p95 ms | p99 ms | calls/s |',
    '| ----------------- | ----: | -----: | -----: | -----: | ------: |',
    line('bare Fastify, 20 at once (baseline)', bareRun),
    line('gateway charge alone, 20 at once', gatewayRun),
    line('Hondana order confirmation, 20 at once', orderRun),
    line('Hondana order confirmation, 1 at once', aloneRun),
    '',
    `Our part of the p95 (the order's p95 less the gateway's): ${ms(ours)} ms — two transactions (the coupon, the order and the ledger's pending row; then the subscription, the ledger's settlement and the order's answer) and the company's gateway settings read with its secrets opened, around one gateway call.`,
    '',
  ].join('\n');
  fs.mkdirSync(path.join(benchRoot, 'bench/reports'), { recursive: true });
  fs.writeFileSync(path.join(benchRoot, 'bench/reports/orders.md'), report);
  console.log(report);
} finally {
  await handle.close();
  await stopAll();
}
