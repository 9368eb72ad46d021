import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Clock, systemClock } from '../platform/clock.ts';
import { challengePage } from './challenge-page.ts';
import { gmoEntryTran, gmoExecTran, gmoSearchTrade, gmoSecureTran2, gmoToken } from './gmo-api.ts';
import { gmoSaveCard, gmoSaveMember } from './gmo-members.ts';
import { gmoTokenScript } from './gmo-token-script.ts';
import { handleCors, type Request, type Response, readJson, sendJson } from './http-kit.ts';
import { memberIdGetInfo, memberIdOrderReceive, memberIdPayPage } from './member-id-api.ts';
import { gmoAlterTran, gmoChangeTran, veritransCancel } from './refund-api.ts';
import {
  type GmoShop,
  type MemberIdMerchant,
  SANDBOX_GMO_SHOP,
  SANDBOX_MEMBER_ID_MERCHANT,
  SANDBOX_VERITRANS_MERCHANT,
  type SandboxContext,
  type VeritransMerchant,
} from './sandbox-merchants.ts';
import { type ChargeCount, SandboxState } from './sandbox-state.ts';
import { sandboxStoredCard } from './sandbox-stored-cards.ts';
import { veritransAddCard, veritransAuthorize, veritransSearch, veritransToken } from './veritrans-api.ts';

export interface SandboxGatewayOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Which browser origins may call the token APIs (the portal's). */
  allowOrigin: (origin: string) => boolean;
  /** The sandbox's own clock (token expiry); `POST /sandbox/clock` moves it further. */
  clock?: Clock;
  /** How long the timeout test card holds its answer back (default 120 s). */
  timeoutDelayMs?: number;
  veritransMerchants?: VeritransMerchant[];
  gmoShops?: GmoShop[];
  memberIdMerchants?: MemberIdMerchant[];
}

export interface SandboxGateway {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Charges and attempts per order id (also `GET /sandbox/charges?orderId=…`). */
  chargeCountOf(orderId: string): ChargeCount;
  /** Moves the sandbox's clock forward (token expiry). */
  advanceClock(milliseconds: number): void;
  close(): Promise<void>;
}

type Handler = (ctx: SandboxContext, req: Request, res: Response) => Promise<void> | void;

/** Browser-facing: these answer CORS for the portal's origins. */
const browserRoutes: Record<string, Handler> = {
  '/veritrans/4gtoken': veritransToken,
  '/gmo/token': gmoToken,
};

const serverRoutes: Record<string, Handler> = {
  'POST /veritrans/paynowid/v1/Authorize/card': veritransAuthorize,
  'POST /veritrans/paynowid/v1/Add/cardinfo': veritransAddCard,
  'POST /veritrans/paynowid/v1/Search/common': veritransSearch,
  'POST /veritrans/paynowid/v1/Cancel/card': veritransCancel,
  'POST /gmo/payment/AlterTran.idPass': gmoAlterTran,
  'POST /gmo/payment/ChangeTran.idPass': gmoChangeTran,
  'POST /gmo/payment/EntryTran.idPass': gmoEntryTran,
  'POST /gmo/payment/ExecTran.idPass': gmoExecTran,
  'POST /gmo/payment/SecureTran2.idPass': gmoSecureTran2,
  'POST /gmo/payment/SearchTrade.idPass': gmoSearchTrade,
  'POST /gmo/payment/SaveMember.idPass': gmoSaveMember,
  'POST /gmo/payment/SaveCard.idPass': gmoSaveCard,
  'POST /member-id/order-receive': memberIdOrderReceive,
  'GET /member-id/get-info': memberIdGetInfo,
  'GET /sandbox/charges': sandboxCharges,
  'POST /sandbox/clock': sandboxClock,
  'POST /sandbox/stored-card': sandboxStoredCard,
  'POST /sandbox/reset': (ctx, _req, res) => {
    ctx.state.reset();
    sendJson(res, 200, { reset: true });
  },
};

/** Pages with an id in the path, for the cardholder's browser. */
const pageRoutes: [
  string,
  (ctx: SandboxContext, req: Request, res: Response, id: string) => Promise<void>,
][] = [
  ['/3ds/challenge/', challengePage],
  ['/member-id/pay/', memberIdPayPage],
];

/**
 * The sandbox payment gateway: stand-ins for the two card gateways and the member-ID provider on one
 * local HTTP server, with test cards and state in memory. Started by `npm start` outside production and
 * by the tests. See README.md here.
 */
export async function startSandboxGateway(options: SandboxGatewayOptions): Promise<SandboxGateway> {
  const host = options.host ?? '127.0.0.1';
  const state = new SandboxState(options.clock ?? systemClock);
  let ctx: SandboxContext | undefined;
  const server = http.createServer((req, res) => {
    if (!ctx) return void res.writeHead(503).end();
    void route(ctx, req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  ctx = {
    url,
    state,
    veritransMerchants: options.veritransMerchants ?? [SANDBOX_VERITRANS_MERCHANT],
    gmoShops: options.gmoShops ?? [SANDBOX_GMO_SHOP],
    memberIdMerchants: options.memberIdMerchants ?? [SANDBOX_MEMBER_ID_MERCHANT],
    allowOrigin: options.allowOrigin,
    timeoutDelayMs: options.timeoutDelayMs ?? 120_000,
    veritransTokenTtlMs: 15 * 60_000,
    gmoTokenTtlMs: 30 * 60_000,
  };
  return {
    url,
    chargeCountOf: (orderId) => ({ ...(state.counts.get(orderId) ?? { orderId, charges: 0, attempts: 0 }) }),
    advanceClock: (milliseconds) => state.advance(milliseconds),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function route(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const browser = browserRoutes[path];
  if (browser) {
    if (handleCors(req, res, ctx.allowOrigin)) return;
    if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST, OPTIONS' }).end();
    return browser(ctx, req, res);
  }
  if (req.method === 'GET' && path === '/gmo/ext/js/token.js') {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    return void res.end(gmoTokenScript(ctx.url));
  }
  const handler = serverRoutes[`${req.method} ${path}`];
  if (handler) return handler(ctx, req, res);
  for (const [prefix, pageHandler] of pageRoutes) {
    if (path.startsWith(prefix) && (req.method === 'GET' || req.method === 'POST')) {
      return pageHandler(ctx, req, res, path.slice(prefix.length));
    }
  }
  sendJson(res, 404, { error: 'not found' });
}

/** GET /sandbox/charges[?orderId=…]: charges and attempts per order id, for tests and the bench. */
function sandboxCharges(ctx: SandboxContext, req: Request, res: Response): void {
  const orderId = new URL(req.url ?? '/', 'http://sandbox').searchParams.get('orderId');
  if (orderId !== null) {
    sendJson(res, 200, ctx.state.counts.get(orderId) ?? { orderId, charges: 0, attempts: 0 });
    return;
  }
  sendJson(res, 200, { orders: [...ctx.state.counts.values()] });
}

/** POST /sandbox/clock {"advanceSeconds": n}: moves the sandbox's clock forward. */
async function sandboxClock(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const seconds = Number((await readJson(req)).advanceSeconds);
  if (!Number.isFinite(seconds) || seconds < 0) {
    sendJson(res, 400, { error: 'advanceSeconds must be a number of seconds ≥ 0' });
    return;
  }
  ctx.state.advance(seconds * 1000);
  sendJson(res, 200, { now: new Date(ctx.state.now()).toISOString() });
}
