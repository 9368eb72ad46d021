import { createHmac, randomBytes } from 'node:crypto';
import { page } from './challenge-page.ts';
import {
  escapeHtml,
  type Request,
  type Response,
  readForm,
  readJson,
  redirect,
  sendHtml,
  sendJson,
  text,
} from './http-kit.ts';
import type { MemberIdMerchant, SandboxContext } from './sandbox-merchants.ts';
import type { MemberIdOrder } from './sandbox-state.ts';

/** The default member on the confirmation page (the stand-in has no login of its own). */
export const SANDBOX_MEMBER_ID = 'gid-member-0001';

/** HMAC-SHA256 (hex, keyed by the merchant's API key) of the fields sorted by name as `k=v` joined by '&'. */
export function memberIdSignature(apiKey: string, fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHmac('sha256', apiKey).update(canonical).digest('hex');
}

const fail = (res: Response, status: number, error_code: string, error_message: string) =>
  sendJson(res, status, { result: 'NG', error_code, error_message });

function merchantOf(ctx: SandboxContext, req: Request, res: Response): MemberIdMerchant | null {
  const merchant = ctx.memberIdMerchants.find((m) => m.apiKey === req.headers['x-api-key']);
  if (!merchant) fail(res, 401, 'UNAUTHORIZED', 'x-api-key is missing or wrong');
  return merchant ?? null;
}

/** POST /member-id/order-receive: the merchant posts the order and gets the page to send the member to. */
export async function memberIdOrderReceive(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const merchant = merchantOf(ctx, req, res);
  if (!merchant) return;
  const body = await readJson(req);
  const orderNo = text(body.order_no);
  const amount = Number(text(body.amount));
  const returnUrl = text(body.return_url);
  const callbackUrl = text(body.callback_url);
  const problem = !/^[A-Za-z0-9_-]{1,64}$/.test(orderNo)
    ? 'order_no'
    : !Number.isInteger(amount) || amount < 1 || amount > 9_999_999
      ? 'amount'
      : !/^https?:\/\//.test(returnUrl)
        ? 'return_url'
        : callbackUrl !== '' && !/^https?:\/\//.test(callbackUrl)
          ? 'callback_url'
          : text(body.item_name).length > 100
            ? 'item_name'
            : null;
  if (problem) return fail(res, 400, 'INVALID_PARAMETER', `${problem} is missing or not valid`);
  ctx.state.countAttempt(orderNo);
  const taken = [...ctx.state.memberOrders.values()].some(
    (o) => o.merchantId === merchant.merchantId && o.orderNo === orderNo,
  );
  if (taken) return fail(res, 409, 'DUPLICATE_ORDER', 'order_no was already received');
  const gidOrderNo = `G${randomBytes(10).toString('hex')}`;
  ctx.state.memberOrders.set(gidOrderNo, {
    gidOrderNo,
    merchantId: merchant.merchantId,
    orderNo,
    amount,
    itemName: text(body.item_name),
    returnUrl,
    callbackUrl: callbackUrl || null,
    state: text(body.state),
    status: 'PENDING',
    memberId: null,
    periodicPaymentId: null,
  });
  sendJson(res, 200, {
    result: 'OK',
    gid_order_no: gidOrderNo,
    redirect_url: `${ctx.url}/member-id/pay/${gidOrderNo}`,
  });
}

/** GET /member-id/get-info?gid_order_no=…: the order's state, for the merchant to confirm what came back. */
export function memberIdGetInfo(ctx: SandboxContext, req: Request, res: Response): void {
  const merchant = merchantOf(ctx, req, res);
  if (!merchant) return;
  const gid = new URL(req.url ?? '/', 'http://sandbox').searchParams.get('gid_order_no') ?? '';
  const order = ctx.state.memberOrders.get(gid);
  if (!order || order.merchantId !== merchant.merchantId) {
    fail(res, 404, 'NOT_FOUND', 'no such gid_order_no');
    return;
  }
  sendJson(res, 200, {
    result: 'OK',
    gid_order_no: order.gidOrderNo,
    order_no: order.orderNo,
    status: order.status,
    amount: order.amount,
    item_name: order.itemName,
    member_id: order.memberId,
    periodic_payment_id: order.periodicPaymentId,
  });
}

const TEXTS = {
  en: {
    title: 'Member ID payment (sandbox)',
    intro: 'Pay this order from your member account?',
    member: 'Member ID',
    item: 'Item',
    amount: 'Amount',
    confirm: 'Confirm payment',
    cancel: 'Cancel',
    gone: 'This order has ended or does not exist.',
  },
  ja: {
    title: '会員IDでの支払い（サンドボックス）',
    intro: 'この注文を会員アカウントで支払いますか？',
    member: '会員ID',
    item: '商品',
    amount: '金額',
    confirm: '支払いを確定する',
    cancel: 'キャンセル',
    gone: 'この注文は終了したか、存在しません。',
  },
};

/** GET/POST /member-id/pay/<gid_order_no>: the member confirms or cancels; back to the merchant, signed. */
export async function memberIdPayPage(
  ctx: SandboxContext,
  req: Request,
  res: Response,
  gid: string,
): Promise<void> {
  const query = new URL(req.url ?? '/', 'http://sandbox').searchParams.get('lang');
  const lang =
    query === 'en' || (query !== 'ja' && (req.headers['accept-language'] ?? '').startsWith('en'))
      ? 'en'
      : 'ja';
  const t = TEXTS[lang];
  const order = ctx.state.memberOrders.get(gid);
  if (order?.status !== 'PENDING') {
    sendHtml(res, 404, page(lang, t.title, `<p role="alert">${t.gone}</p>`));
    return;
  }
  if (req.method !== 'POST') {
    const body = `<p>${t.intro}</p><form method="post"><dl><dt>${t.item}</dt><dd>${escapeHtml(order.itemName)}</dd>
<dt>${t.amount}</dt><dd>¥${order.amount.toLocaleString('en-US')}</dd></dl>
<label for="member_id">${t.member}</label><input id="member_id" name="member_id" value="${SANDBOX_MEMBER_ID}" required>
<button type="submit" name="result" value="OK" autofocus>${t.confirm}</button>
<button type="submit" name="result" value="CANCEL" formnovalidate>${t.cancel}</button></form>`;
    sendHtml(res, 200, page(lang, t.title, body));
    return;
  }
  const form = await readForm(req);
  const confirmed = form.get('result') === 'OK';
  order.status = confirmed ? 'CONFIRMED' : 'CANCELLED';
  if (confirmed) {
    order.memberId = (form.get('member_id') ?? '').trim() || SANDBOX_MEMBER_ID;
    order.periodicPaymentId = `P${randomBytes(8).toString('hex')}`;
    ctx.state.countCharge(order.orderNo);
  }
  const fields = resultFields(order, confirmed);
  const merchant = ctx.memberIdMerchants.find((m) => m.merchantId === order.merchantId);
  fields.signature = memberIdSignature(merchant?.apiKey ?? '', fields);
  if (order.callbackUrl) void notify(order.callbackUrl, fields);
  const back = new URL(order.returnUrl);
  for (const [name, value] of Object.entries(fields)) back.searchParams.set(name, value);
  redirect(res, back.href);
}

function resultFields(order: MemberIdOrder, confirmed: boolean): Record<string, string> {
  return {
    result: confirmed ? 'OK' : 'CANCEL',
    gid_order_no: order.gidOrderNo,
    order_no: order.orderNo,
    periodic_payment_id: order.periodicPaymentId ?? '',
    amount: String(order.amount),
    state: order.state,
  };
}

/** The server-to-server callback: one attempt; the merchant asks get-info when it never arrives. */
async function notify(url: string, fields: Record<string, string>): Promise<void> {
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
    signal: AbortSignal.timeout(5000),
  }).catch(() => {});
}
