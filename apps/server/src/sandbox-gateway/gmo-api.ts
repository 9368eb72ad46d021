import { randomBytes } from 'node:crypto';
import { type CardProblem, cardProblemOf } from './card-input.ts';
import { storedCardOf } from './gmo-members.ts';
import { type Request, type Response, readForm, readJson, sendForm, sendJson, text } from './http-kit.ts';
import { delayAnswer, type GmoShop, type SandboxContext } from './sandbox-merchants.ts';
import type { ChargeRecord } from './sandbox-state.ts';
import { behaviourOf, maskCardNumber } from './test-cards.ts';

/** getToken's result codes (the browser side). */
const TOKEN_CODES: Record<CardProblem | 'missing_shop' | 'token_number', string> = {
  missing_card_number: '100',
  invalid_card_number: '101',
  digit_check_error: '103',
  missing_card_expire: '110',
  invalid_card_expire: '111',
  missing_security_code: '120',
  invalid_security_code: '121',
  invalid_cardholder_name: '131',
  token_number: '141',
  missing_shop: '501',
};

/** The server API's ErrCode/ErrInfo pairs used by the sandbox. */
export const GMO_ERRORS = {
  shopAuth: ['E01', 'E01030002'],
  orderIdMissing: ['E01', 'E01040001'],
  orderIdFormat: ['E01', 'E01040013'],
  duplicateOrder: ['E01', 'E01040010'],
  amount: ['E01', 'E01050004'],
  unknownTrade: ['E01', 'E01110002'],
  retUrl: ['E01', 'E01220001'],
  tradeState: ['E01', 'E01060006'],
  token: ['E61', 'E61010002'],
  declined: ['G02', '42G020000'],
  expiredCard: ['G83', '42G830000'],
  failed3ds: ['E21', 'E21010201'],
  siteAuth: ['E01', 'E01230002'],
  memberIdFormat: ['E01', 'E01390001'],
  unknownMember: ['E01', 'E01390002'],
  duplicateMember: ['E01', 'E01390010'],
  jobCd: ['E01', 'E01060001'],
} as const;

export const refuse = (res: Response, [code, info]: readonly [string, string]) =>
  sendForm(res, { ErrCode: code, ErrInfo: info });

/** POST /gmo/token: what the token script's getToken sends (CORS); `shopId` is its init() key. */
export async function gmoToken(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const body = await readJson(req);
  const fail = (resultCode: string) => sendJson(res, 400, { resultCode });
  const shop = ctx.gmoShops.find((s) => s.shopId === text(body.shopId));
  if (!shop) return fail(TOKEN_CODES.missing_shop);
  const number = text(body.cardno);
  const expire = text(body.expire);
  const match = /^(\d{4})(\d{2})$/.exec(expire);
  const problem = cardProblemOf(
    {
      number,
      expiry: match ? { year: Number(match[1]), month: Number(match[2]) } : null,
      expiryGiven: expire !== '',
      securityCode: text(body.securitycode),
      holderName: text(body.holdername),
    },
    new Date(ctx.state.now()),
  );
  if (problem) return fail(TOKEN_CODES[problem]);
  const tokenNumber = body.tokennumber === undefined ? 1 : Number(text(body.tokennumber));
  if (!Number.isInteger(tokenNumber) || tokenNumber < 1 || tokenNumber > 10)
    return fail(TOKEN_CODES.token_number);
  const expiresAt = ctx.state.now() + ctx.gmoTokenTtlMs;
  const tokens = Array.from({ length: tokenNumber }, () => {
    const token = ctx.state.newToken();
    ctx.state.tokens.set(token, {
      token,
      gateway: 'gmo',
      merchant: shop.shopId,
      maskedNumber: maskCardNumber(number),
      behaviour: behaviourOf(number),
      expiresAt,
      used: false,
    });
    return token;
  });
  const japan = new Date(expiresAt + 9 * 3600_000).toISOString();
  sendJson(res, 200, {
    resultCode: '000',
    tokenObject: {
      token: tokens,
      toBeExpiredAt: japan.slice(0, 19).replace('T', '-').replace(/:/g, '-'),
      maskedCardNo: maskCardNumber(number),
      isSecurityCodeSet: text(body.securitycode) !== '',
    },
  });
}

/** Reads the form and checks ShopID/ShopPass; null after answering the error. */
export async function shopOf(ctx: SandboxContext, req: Request, res: Response) {
  const form = await readForm(req);
  const shop = ctx.gmoShops.find(
    (s) => s.shopId === form.get('ShopID') && s.shopPass === form.get('ShopPass'),
  );
  if (!shop) {
    refuse(res, GMO_ERRORS.shopAuth);
    return null;
  }
  return { shop, form };
}

/** The trade named by AccessID/AccessPass at this shop. */
export function tradeOf(ctx: SandboxContext, shop: GmoShop, form: URLSearchParams) {
  for (const record of ctx.state.charges.values()) {
    if (
      record.gateway === 'gmo' &&
      record.merchant === shop.shopId &&
      record.accessId === form.get('AccessID') &&
      record.accessPass === form.get('AccessPass')
    )
      return record;
  }
  return undefined;
}

/** POST /gmo/payment/EntryTran.idPass: registers the order id (≤ 27 characters, once per shop) and amount. */
export async function gmoEntryTran(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const found = await shopOf(ctx, req, res);
  if (!found) return;
  const orderId = found.form.get('OrderID') ?? '';
  const amount = Number(found.form.get('Amount') ?? '');
  if (orderId === '') return refuse(res, GMO_ERRORS.orderIdMissing);
  if (!/^[A-Za-z0-9-]{1,27}$/.test(orderId)) return refuse(res, GMO_ERRORS.orderIdFormat);
  if (!Number.isInteger(amount) || amount < 1 || amount > 9_999_999) return refuse(res, GMO_ERRORS.amount);
  const { state } = ctx;
  const key = state.chargeKey('gmo', found.shop.shopId, orderId);
  if (state.charges.has(key)) return refuse(res, GMO_ERRORS.duplicateOrder);
  const now = state.now();
  const record: ChargeRecord = {
    gateway: 'gmo',
    merchant: found.shop.shopId,
    orderId,
    amount,
    status: 'entered',
    resultCode: '',
    maskedNumber: null,
    createdAt: now,
    updatedAt: now,
    accessId: randomBytes(16).toString('hex'),
    accessPass: randomBytes(16).toString('hex'),
  };
  state.charges.set(key, record);
  sendForm(res, { AccessID: record.accessId ?? '', AccessPass: record.accessPass ?? '' });
}

function approved(record: ChargeRecord) {
  return {
    ACS: 0,
    OrderID: record.orderId,
    Forward: '2a99662',
    Method: 1,
    Approve: String(record.createdAt % 10_000_000).padStart(7, '0'),
    TranID: `${record.accessId?.slice(0, 28)}`,
    TranDate: new Date(record.updatedAt + 9 * 3600_000).toISOString().slice(0, 19).replace(/[-T:]/g, ''),
  };
}

/** Charges the entered trade: captured, declined, or the 3-D Secure redirect. */
export async function settle(ctx: SandboxContext, res: Response, record: ChargeRecord, behaviour: string) {
  record.updatedAt = ctx.state.now();
  if (behaviour === 'decline' || behaviour === 'expired_card') {
    const error = behaviour === 'decline' ? GMO_ERRORS.declined : GMO_ERRORS.expiredCard;
    record.status = 'declined';
    record.resultCode = error[1];
    return refuse(res, error);
  }
  record.status = 'captured';
  record.resultCode = '000';
  ctx.state.countCharge(record.orderId);
  if (behaviour === 'timeout_unknown_outcome' && !(await delayAnswer(ctx.timeoutDelayMs, res))) return;
  sendForm(res, approved(record));
}

/**
 * POST /gmo/payment/ExecTran.idPass: charges the trade with a token (RetUrl for 3-D Secure cards), or a
 * member's stored card (SiteID, SitePass, MemberID).
 */
export async function gmoExecTran(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const found = await shopOf(ctx, req, res);
  if (!found) return;
  const record = tradeOf(ctx, found.shop, found.form);
  if (!record) return refuse(res, GMO_ERRORS.unknownTrade);
  ctx.state.countAttempt(record.orderId);
  if (record.status !== 'entered') return refuse(res, GMO_ERRORS.tradeState);
  if (found.form.has('MemberID')) {
    // A stored card, charged without the cardholder: no 3-D Secure (merchant-initiated renewals).
    const card = storedCardOf(ctx, found.shop, found.form);
    if (!card) return refuse(res, GMO_ERRORS.unknownMember);
    record.maskedNumber = card.maskedNumber;
    return settle(ctx, res, record, card.behaviour === 'three_d_secure' ? 'success' : card.behaviour);
  }
  const spent = ctx.state.spendToken(found.form.get('Token') ?? '', 'gmo', found.shop.shopId);
  if (spent === 'invalid') return refuse(res, GMO_ERRORS.token);
  record.maskedNumber = spent.maskedNumber;
  if (spent.behaviour === 'three_d_secure') {
    const retUrl = found.form.get('RetUrl') ?? '';
    if (!/^https?:\/\//.test(retUrl)) return refuse(res, GMO_ERRORS.retUrl);
    const challenge = randomBytes(16).toString('hex');
    record.status = 'awaiting_3ds';
    record.returnUrl = retUrl;
    record.pendingBehaviour = 'success';
    ctx.state.challenges.set(challenge, ctx.state.chargeKey('gmo', record.merchant, record.orderId));
    return sendForm(res, { ACS: 2, RedirectUrl: `${ctx.url}/3ds/challenge/${challenge}` });
  }
  await settle(ctx, res, record, spent.behaviour);
}

/** POST /gmo/payment/SecureTran2.idPass: completes a trade after its 3-D Secure challenge. */
export async function gmoSecureTran2(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const found = await shopOf(ctx, req, res);
  if (!found) return;
  const record = tradeOf(ctx, found.shop, found.form);
  if (!record) return refuse(res, GMO_ERRORS.unknownTrade);
  if (record.status === 'failed_3ds') return refuse(res, GMO_ERRORS.failed3ds);
  if (record.status !== 'authenticated') return refuse(res, GMO_ERRORS.tradeState);
  await settle(ctx, res, record, record.pendingBehaviour ?? 'success');
}

/** POST /gmo/payment/SearchTrade.idPass: the trade of an order id (settles unknown outcomes). */
export async function gmoSearchTrade(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const found = await shopOf(ctx, req, res);
  if (!found) return;
  const orderId = found.form.get('OrderID') ?? '';
  const record = ctx.state.charges.get(ctx.state.chargeKey('gmo', found.shop.shopId, orderId));
  if (!record) return refuse(res, GMO_ERRORS.unknownTrade);
  const status: Record<ChargeRecord['status'], string> = {
    entered: 'UNPROCESSED',
    awaiting_3ds: 'AUTHENTICATED',
    authenticated: 'AUTHENTICATED',
    failed_3ds: 'UNPROCESSED',
    declined: 'UNPROCESSED',
    captured: 'CAPTURE',
    canceled: 'VOID',
    voided: 'VOID',
    returned: 'RETURN',
  };
  sendForm(res, {
    OrderID: orderId,
    Status: status[record.status],
    JobCd: 'CAPTURE',
    Amount: record.amount,
    Tax: 0,
    AccessID: record.accessId ?? '',
    AccessPass: record.accessPass ?? '',
    CardNo: record.maskedNumber ?? '',
    ProcessDate: new Date(record.updatedAt + 9 * 3600_000).toISOString().slice(0, 19).replace(/[-T:]/g, ''),
  });
}
