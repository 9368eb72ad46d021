import { createHash, randomBytes } from 'node:crypto';
import { cardProblemOf } from './card-input.ts';
import { japanTimestamp, type Request, type Response, readJson, sendJson, text } from './http-kit.ts';
import { delayAnswer, type SandboxContext, type VeritransMerchant } from './sandbox-merchants.ts';
import type { ChargeRecord } from './sandbox-state.ts';
import { behaviourOf, maskCardNumber } from './test-cards.ts';

/** The first gateway's result codes used by the sandbox (16 characters; the first four carry the meaning). */
export const VERITRANS_CODES = {
  success: 'A001000000000000',
  declined: 'AG33000000000000',
  expiredCard: 'AG36000000000000',
  tokenError: 'OC09000000000000',
  duplicateOrder: 'MA04000000000000',
  badParameter: 'MA01000000000000',
  unauthorised: 'MA02000000000000',
  unknownAccount: 'AC01000000000000',
  awaiting3ds: 'G001000000000000',
  failed3ds: 'G011000000000000',
  /** Cancel of an order that is not captured (unknown, declined, or cancelled in full already). */
  notCancellable: 'MA05000000000000',
} as const;

const MESSAGES: Record<string, { en: string; ja: string }> = {
  success: { en: 'Success.', ja: '成功しました。' },
  missing_token_api_key: { en: 'The token API key is missing.', ja: 'トークンAPIキーがありません。' },
  invalid_token_api_key: { en: 'The token API key is not valid.', ja: 'トークンAPIキーが不正です。' },
  missing_card_number: { en: 'The card number is missing.', ja: 'カード番号がありません。' },
  invalid_card_number: { en: 'The card number is not valid.', ja: 'カード番号が不正です。' },
  digit_check_error: {
    en: 'The card number fails its check digit.',
    ja: 'カード番号のチェックデジットが不正です。',
  },
  missing_card_expire: { en: 'The expiry date is missing.', ja: '有効期限がありません。' },
  invalid_card_expire: { en: 'The expiry date is not valid.', ja: '有効期限が不正です。' },
  missing_security_code: { en: 'The security code is missing.', ja: 'セキュリティコードがありません。' },
  invalid_security_code: { en: 'The security code is not valid.', ja: 'セキュリティコードが不正です。' },
  invalid_cardholder_name: { en: 'The cardholder name is not valid.', ja: 'カード名義が不正です。' },
  invalid_lang: { en: 'The language is not valid.', ja: '言語が不正です。' },
};

/** `MM/YY` → month and four-digit year. */
function expiryOf(value: string) {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/** POST /veritrans/4gtoken: the browser's token API (CORS). */
export async function veritransToken(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const body = await readJson(req);
  const lang = text(body.lang) || 'ja';
  const refuse = (code: string) => {
    const message = MESSAGES[code] ?? { en: code, ja: code };
    sendJson(res, 400, { status: 'failure', code, message: lang === 'en' ? message.en : message.ja });
  };
  const apiKey = text(body.token_api_key);
  if (apiKey === '') return refuse('missing_token_api_key');
  const merchant = ctx.veritransMerchants.find((m) => m.tokenApiKey === apiKey);
  if (!merchant) return refuse('invalid_token_api_key');
  if (lang !== 'ja' && lang !== 'en') return refuse('invalid_lang');
  const number = text(body.card_number).replace(/[\s-]/g, '');
  const expire = text(body.card_expire);
  const problem = cardProblemOf(
    {
      number,
      expiry: expiryOf(expire),
      expiryGiven: expire !== '',
      securityCode: text(body.security_code),
      holderName: text(body.cardholder_name),
    },
    new Date(ctx.state.now()),
  );
  if (problem) return refuse(problem);
  const token = ctx.state.newToken();
  const expiresAt = ctx.state.now() + ctx.veritransTokenTtlMs;
  ctx.state.tokens.set(token, {
    token,
    gateway: 'veritrans',
    merchant: merchant.merchantCcid,
    maskedNumber: maskCardNumber(number),
    behaviour: behaviourOf(number),
    expiresAt,
    used: false,
  });
  sendJson(res, 200, {
    status: 'success',
    code: 'success',
    message: lang === 'en' ? MESSAGES.success?.en : MESSAGES.success?.ja,
    token,
    token_expire_date: japanTimestamp(expiresAt),
    req_card_number: maskCardNumber(number),
  });
}

/** The server API's signature: SHA-256 (hex) of merchantCcid + JSON.stringify(params) + merchantSecretKey. */
export const veritransAuthHash = (merchant: VeritransMerchant, params: unknown) =>
  createHash('sha256')
    .update(`${merchant.merchantCcid}${JSON.stringify(params)}${merchant.merchantSecretKey}`)
    .digest('hex');

type Params = Record<string, unknown>;

/** Reads `{ params, authHash }` and finds the merchant whose hash it is; null after answering MA02. */
export async function authenticated(ctx: SandboxContext, req: Request, res: Response) {
  const body = await readJson(req);
  const params = (body.params && typeof body.params === 'object' ? body.params : {}) as Params;
  const merchant = ctx.veritransMerchants.find((m) => m.merchantCcid === text(params.merchantCcid));
  if (!merchant || veritransAuthHash(merchant, params) !== text(body.authHash)) {
    answer(res, 'failure', VERITRANS_CODES.unauthorised, { merrMsg: 'merchantCcid or authHash is wrong' });
    return null;
  }
  return { merchant, params };
}

export function answer(res: Response, mstatus: string, vResultCode: string, extra: Params = {}) {
  sendJson(res, 200, { result: { mstatus, vResultCode, ...extra } });
}

const payNowIdOf = (params: Params) => {
  const payNowId = (params.payNowIdParam ?? {}) as Params;
  const account = (payNowId.accountParam ?? {}) as Params;
  return { token: text(payNowId.token), accountId: text(account.accountId) };
};

const ORDER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** POST /veritrans/paynowid/v1/Authorize/card: a charge with a token or a stored account id. */
export async function veritransAuthorize(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const auth = await authenticated(ctx, req, res);
  if (!auth) return;
  const { merchant, params } = auth;
  const orderId = text(params.orderId);
  const amount = Number(text(params.amount));
  const { token, accountId } = payNowIdOf(params);
  if (!ORDER_ID.test(orderId) || !Number.isInteger(amount) || amount < 1 || amount > 99_999_999) {
    return answer(res, 'failure', VERITRANS_CODES.badParameter, { orderId, merrMsg: 'orderId or amount' });
  }
  const { state } = ctx;
  state.countAttempt(orderId);
  const key = state.chargeKey('veritrans', merchant.merchantCcid, orderId);
  if (state.charges.has(key)) return answer(res, 'failure', VERITRANS_CODES.duplicateOrder, { orderId });
  let card: { maskedNumber: string; behaviour: ReturnType<typeof behaviourOf> };
  let customerPresent = true;
  if (token !== '') {
    const spent = state.spendToken(token, 'veritrans', merchant.merchantCcid);
    if (spent === 'invalid') return answer(res, 'failure', VERITRANS_CODES.tokenError, { orderId });
    card = spent;
  } else {
    const stored = state.storedCards.get(`veritrans|${merchant.merchantCcid}|${accountId}`);
    if (!stored) return answer(res, 'failure', VERITRANS_CODES.unknownAccount, { orderId });
    card = stored;
    customerPresent = false;
  }
  const redirectionUri = text(params.redirectionUri);
  const now = state.now();
  const record: ChargeRecord = {
    gateway: 'veritrans',
    merchant: merchant.merchantCcid,
    orderId,
    amount,
    status: 'captured',
    resultCode: VERITRANS_CODES.success,
    maskedNumber: card.maskedNumber,
    createdAt: now,
    updatedAt: now,
  };
  // Merchant-initiated charges of a stored card (renewals) run without the cardholder, so without 3-D Secure.
  if (card.behaviour === 'three_d_secure' && customerPresent) {
    if (!/^https?:\/\//.test(redirectionUri)) {
      return answer(res, 'failure', VERITRANS_CODES.badParameter, { orderId, merrMsg: 'redirectionUri' });
    }
    const challenge = randomBytes(16).toString('hex');
    state.charges.set(key, {
      ...record,
      status: 'awaiting_3ds',
      resultCode: VERITRANS_CODES.awaiting3ds,
      returnUrl: redirectionUri,
    });
    state.challenges.set(challenge, key);
    return answer(res, 'pending', VERITRANS_CODES.awaiting3ds, {
      orderId,
      resRedirectUrl: `${ctx.url}/3ds/challenge/${challenge}`,
    });
  }
  const refused =
    card.behaviour === 'decline'
      ? VERITRANS_CODES.declined
      : card.behaviour === 'expired_card'
        ? VERITRANS_CODES.expiredCard
        : null;
  if (refused) {
    state.charges.set(key, { ...record, status: 'declined', resultCode: refused });
    return answer(res, 'failure', refused, { orderId });
  }
  state.charges.set(key, record);
  state.countCharge(orderId);
  if (card.behaviour === 'timeout_unknown_outcome' && !(await delayAnswer(ctx.timeoutDelayMs, res))) return;
  answer(res, 'success', VERITRANS_CODES.success, { orderId, reqCardNumber: card.maskedNumber, amount });
}

/** POST /veritrans/paynowid/v1/Add/cardinfo: keeps a tokenised card under a member account id. */
export async function veritransAddCard(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const auth = await authenticated(ctx, req, res);
  if (!auth) return;
  const { token, accountId } = payNowIdOf(auth.params);
  if (!ORDER_ID.test(accountId)) {
    return answer(res, 'failure', VERITRANS_CODES.badParameter, { merrMsg: 'accountId' });
  }
  const spent = ctx.state.spendToken(token, 'veritrans', auth.merchant.merchantCcid);
  if (spent === 'invalid') return answer(res, 'failure', VERITRANS_CODES.tokenError, { accountId });
  if (spent.behaviour === 'decline' || spent.behaviour === 'expired_card') {
    const code = spent.behaviour === 'decline' ? VERITRANS_CODES.declined : VERITRANS_CODES.expiredCard;
    return answer(res, 'failure', code, { accountId });
  }
  ctx.state.storedCards.set(`veritrans|${auth.merchant.merchantCcid}|${accountId}`, {
    maskedNumber: spent.maskedNumber,
    behaviour: spent.behaviour,
  });
  answer(res, 'success', VERITRANS_CODES.success, { accountId, reqCardNumber: spent.maskedNumber });
}

/** POST /veritrans/paynowid/v1/Search/common: the gateway's record of an order id (settles unknown outcomes). */
export async function veritransSearch(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const auth = await authenticated(ctx, req, res);
  if (!auth) return;
  const search = (auth.params.searchParameters ?? {}) as Params;
  const orderId = text(((search.common ?? {}) as Params).orderId);
  const found = ctx.state.charges.get(ctx.state.chargeKey('veritrans', auth.merchant.merchantCcid, orderId));
  const orderInfo = found
    ? [
        {
          orderId,
          orderStatus: found.status,
          amount: found.amount,
          lastVResultCode: found.resultCode,
          reqCardNumber: found.maskedNumber,
        },
      ]
    : [];
  answer(res, 'success', VERITRANS_CODES.success, {
    searchCount: orderInfo.length,
    orderInfos: { orderInfo },
  });
}
