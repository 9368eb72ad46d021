import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { OrderQuote } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killHard, startEntry } from '../../../test/server-process.ts';
import { tempFolder } from '../../../test/temp-folder.ts';
import { createTenantWorld, portalAddress, type TenantWorld } from '../../../test/tenant-world.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { userSubscriptions } from '../../db/schema/index.ts';
import { freePort } from '../../platform/net/free-port.ts';
import { SANDBOX_VERITRANS_MERCHANT } from '../../sandbox-gateway/sandbox-merchants.ts';
import { FUTURE_MM_YY, postJson } from '../../sandbox-gateway/sandbox-test-support.ts';
import { CARDS, rowsOfOrder } from './orders-flow-support.ts';
import { insertPlan, useGateway } from './orders-test-support.ts';

/**
 * kill -9 of the server between a charge the gateway took and our commit of it — while the gateway
 * holds its answer (the timeout card), and after its answer came (a test hook holds the order before
 * recording it) — with the sandbox as a process of its own that keeps its record. The next start
 * settles the order by asking the gateway: exactly one charge at the gateway and one paid subscription.
 */
const dataDir = tempFolder('hondana-order-kill-');
const masterKeyHex = randomBytes(32).toString('hex');
const GATEWAY_TIMEOUT_MS = 3_000;
let database: TestDatabase;
let app: App;
let world: TenantWorld;
let sandboxUrl = '';
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { WORKER: 'off', MASTER_KEY: masterKeyHex } });
  world = await createTenantWorld(app, database.db);
  await useGateway(database.db, world.a, 'sandbox');
  const sandbox = await startEntry(
    'src/sandbox-gateway/cli.ts',
    { SANDBOX_GATEWAY_PORT: '0', NODE_ENV: 'development' },
    'Sandbox payment gateway ready: ',
    children,
  );
  sandboxUrl = /ready: (http:\/\/\S+)/.exec(sandbox.output())?.[1] ?? '';
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) await killHard(child);
  await app?.close();
  await database?.destroy();
});

const startServer = (port: number, extra: Record<string, string> = {}) =>
  startEntry(
    'src/main.ts',
    {
      DATABASE_URL: database.url,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      MASTER_KEY: masterKeyHex,
      PORT: String(port),
      WORKER: 'off',
      SANDBOX_GATEWAY: 'off',
      SANDBOX_GATEWAY_URL: sandboxUrl,
      GATEWAY_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS),
      ...extra,
    },
    'Press Ctrl-C to stop.',
    children,
  );

/** A call to the server process as the portal's browser makes it (its Host, the tenant hint). */
function callServer(port: number, method: string, path: string, body?: unknown) {
  const address = portalAddress(world.a);
  const hint = `${path.includes('?') ? '&' : '?'}domain=${address.domain}&path=${address.path}`;
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/v1${path}${hint}`,
        headers: {
          host: 'localhost',
          'x-access-token': world.readerA.token,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(body ? JSON.stringify(body) : undefined);
  });
}

const charges = async (orderId: string) =>
  (await (await fetch(`${sandboxUrl}/sandbox/charges?orderId=${orderId}`)).json()) as {
    charges: number;
    attempts: number;
  };

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Places an order with `card` on a server started with `env`, kills it (SIGKILL) once the sandbox has
 * taken the money (plus `settleMs`), restarts it and checks what the restart's reconciliation made of it.
 */
async function killDuringCharge(card: string, env: Record<string, string>, settleMs: number) {
  const planId = await insertPlan(database.db, world.a, { price: 1100 });
  const port = await freePort();
  const server = await startServer(port, env);
  const quote = (await callServer(port, 'GET', `/order/quote?subscription_plan_id=${planId}`)).json
    .data as OrderQuote;
  const token = await postJson(
    `${sandboxUrl}/veritrans/4gtoken`,
    {
      token_api_key: SANDBOX_VERITRANS_MERCHANT.tokenApiKey,
      card_number: card,
      card_expire: FUTURE_MM_YY,
      security_code: '123',
    },
    { origin: 'http://localhost:3000' },
  );
  const order = {
    order_id: quote.orderId,
    subscription_plan_id: planId,
    token: token.body.token,
    redirect_url: `http://localhost/${portalAddress(world.a).path}/card-payment/return`,
    terms_version: quote.terms.version,
  };
  const placing = callServer(port, 'POST', '/veritrans/order-receive', order).catch((error: Error) => error);
  await until(
    'the gateway took the money',
    async () => ((await charges(order.order_id)).charges === 1 ? true : undefined),
    10_000,
  );
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  await killHard(server.child);
  expect(await placing).toBeInstanceOf(Error);
  const left = await rowsOfOrder(database.db, world.a, order.order_id);
  expect(left.order?.state).toBe('charging');
  expect(left.charge?.status).toBe('pending');

  const restarted = await startServer(port);
  const settled = await until(
    'reconciliation at start',
    async () => {
      const now = await rowsOfOrder(database.db, world.a, order.order_id);
      return now.order?.state === 'paid' ? now : undefined;
    },
    2 * GATEWAY_TIMEOUT_MS + 50_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; the restarted server said:\n${restarted.output()}`);
  });
  expect(settled.charge).toMatchObject({ status: 'OK', amount: 1100 });
  expect(await charges(order.order_id)).toMatchObject({ charges: 1, attempts: 1 });
  const subscriptions = await database.db
    .select()
    .from(userSubscriptions)
    .where(
      and(
        eq(userSubscriptions.companyId, world.a.company.id),
        eq(userSubscriptions.subscriptionPlanId, planId),
      ),
    );
  expect(subscriptions).toHaveLength(1);
  expect(subscriptions[0]).toMatchObject({ billingState: 'ACTIVE', userId: world.readerA.user.id });
  const replayed = await callServer(port, 'POST', '/veritrans/order-receive', order);
  expect(replayed.json).toMatchObject({ status: 200, data: { result: 'ok', state: 'paid' } });
  await killHard(restarted.child);
}

describe('kill -9 of the server during a card charge', () => {
  it('while the gateway holds the answer of a charge it took: one charge, one paid subscription after the restart', async () => {
    await killDuringCharge(CARDS.timeout, {}, 0);
  }, 150_000);

  it('after the gateway answered, before our commit: one charge, one paid subscription after the restart', async () => {
    // The answer of the charged card comes at once; the server holds it (test hook) and is killed meanwhile.
    await killDuringCharge(CARDS.ok, { ORDER_PAUSE_AFTER_GATEWAY_MS: '120000' }, 500);
  }, 150_000);
});
