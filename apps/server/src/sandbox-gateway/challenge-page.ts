import { createHash } from 'node:crypto';
import { escapeHtml, type Request, type Response, readForm, redirect, sendHtml } from './http-kit.ts';
import type { SandboxContext } from './sandbox-merchants.ts';
import { VERITRANS_CODES } from './veritrans-api.ts';

const TEXTS = {
  en: {
    title: '3-D Secure (sandbox)',
    intro: 'The card issuer asks you to confirm this payment.',
    amount: 'Amount',
    order: 'Order',
    card: 'Card',
    authenticate: 'Authenticate',
    fail: 'Fail',
    gone: 'This authentication has ended or does not exist.',
  },
  ja: {
    title: '3-Dセキュア（サンドボックス）',
    intro: 'カード発行会社がこの支払いの確認を求めています。',
    amount: '金額',
    order: '注文',
    card: 'カード',
    authenticate: '認証する',
    fail: '失敗させる',
    gone: 'この認証は終了したか、存在しません。',
  },
};

export const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}button{display:block;width:100%;margin:.5rem 0;padding:.7rem;font-size:1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}label,input{display:block;width:100%;box-sizing:border-box}input{padding:.5rem;margin:.3rem 0 1rem}';

/** en when asked (?lang=en or an English Accept-Language first), Japanese otherwise, as a Japanese issuer. */
export function languageOf(req: Request): 'en' | 'ja' {
  const query = new URL(req.url ?? '/', 'http://sandbox').searchParams.get('lang');
  if (query === 'en' || query === 'ja') return query;
  return (req.headers['accept-language'] ?? '').trim().startsWith('en') ? 'en' : 'ja';
}

/** The signature of the first gateway's 3-D Secure result: SHA-256 hex of ccid + orderId + mstatus + vResultCode + secret. */
export const challengeResultHash = (
  ccid: string,
  orderId: string,
  mstatus: string,
  code: string,
  secret: string,
) => createHash('sha256').update(`${ccid}${orderId}${mstatus}${code}${secret}`).digest('hex');

/** GET/POST /3ds/challenge/<id>: the issuer's challenge; the answer goes back to the merchant's return URL. */
export async function challengePage(
  ctx: SandboxContext,
  req: Request,
  res: Response,
  id: string,
): Promise<void> {
  const lang = languageOf(req);
  const t = TEXTS[lang];
  const key = ctx.state.challenges.get(id);
  const record = key ? ctx.state.charges.get(key) : undefined;
  if (record?.status !== 'awaiting_3ds' || !record.returnUrl) {
    sendHtml(res, 404, page(lang, t.title, `<p role="alert">${t.gone}</p>`));
    return;
  }
  if (req.method !== 'POST') {
    const body = `<p>${t.intro}</p><dl><dt>${t.order}</dt><dd>${escapeHtml(record.orderId)}</dd>
<dt>${t.amount}</dt><dd>¥${record.amount.toLocaleString('en-US')}</dd><dt>${t.card}</dt><dd>${escapeHtml(record.maskedNumber ?? '')}</dd></dl>
<form method="post"><button type="submit" name="result" value="authenticate" autofocus>${t.authenticate}</button>
<button type="submit" name="result" value="fail">${t.fail}</button></form>`;
    sendHtml(res, 200, page(lang, t.title, body));
    return;
  }
  const passed = (await readForm(req)).get('result') === 'authenticate';
  ctx.state.challenges.delete(id);
  record.updatedAt = ctx.state.now();
  const back = new URL(record.returnUrl);
  if (record.gateway === 'gmo') {
    // The second gateway: the merchant completes the charge with SecureTran2.
    record.status = passed ? 'authenticated' : 'failed_3ds';
    back.searchParams.set('AccessID', record.accessId ?? '');
    back.searchParams.set('OrderID', record.orderId);
    redirect(res, back.href);
    return;
  }
  // The first gateway charges right after a passed challenge and tells the merchant the result.
  const merchant = ctx.veritransMerchants.find((m) => m.merchantCcid === record.merchant);
  const mstatus = passed ? 'success' : 'failure';
  const code = passed ? VERITRANS_CODES.success : VERITRANS_CODES.failed3ds;
  record.status = passed ? 'captured' : 'failed_3ds';
  record.resultCode = code;
  if (passed) ctx.state.countCharge(record.orderId);
  back.searchParams.set('orderId', record.orderId);
  back.searchParams.set('mstatus', mstatus);
  back.searchParams.set('vResultCode', code);
  back.searchParams.set(
    'authHash',
    challengeResultHash(record.merchant, record.orderId, mstatus, code, merchant?.merchantSecretKey ?? ''),
  );
  redirect(res, back.href);
}

export function page(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${PAGE_STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
