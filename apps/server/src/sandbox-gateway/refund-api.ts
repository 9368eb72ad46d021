import { GMO_ERRORS, refuse, shopOf, tradeOf } from './gmo-api.ts';
import { type Request, type Response, sendForm, text } from './http-kit.ts';
import type { SandboxContext } from './sandbox-merchants.ts';
import type { ChargeRecord } from './sandbox-state.ts';
import { answer, authenticated, VERITRANS_CODES } from './veritrans-api.ts';

const japanTime = (epochMs: number) =>
  new Date(epochMs + 9 * 3600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');

/**
 * POST /veritrans/paynowid/v1/Cancel/card: gives back a captured charge, all of it or `amount` yen of
 * it. The same Japan day it is a void, later a refund (`cancelKind`); the rest stays charged.
 */
export async function veritransCancel(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const auth = await authenticated(ctx, req, res);
  if (!auth) return;
  const orderId = text(auth.params.orderId);
  const record = ctx.state.charges.get(ctx.state.chargeKey('veritrans', auth.merchant.merchantCcid, orderId));
  if (record?.status !== 'captured') {
    return answer(res, 'failure', VERITRANS_CODES.notCancellable, { orderId });
  }
  const given = text(auth.params.amount);
  const yen = given === '' ? record.amount : Number(given);
  if (!Number.isInteger(yen) || yen < 1 || yen > record.amount) {
    return answer(res, 'failure', VERITRANS_CODES.badParameter, { orderId, merrMsg: 'amount' });
  }
  const cancelKind = ctx.state.sameJapanDay(record.createdAt) ? 'void' : 'refund';
  ctx.state.refund(record, yen, 'canceled');
  answer(res, 'success', VERITRANS_CODES.success, {
    orderId,
    cancelKind,
    amount: String(yen),
    remainingAmount: String(record.amount),
  });
}

const altered = (record: ChargeRecord) => ({
  AccessID: record.accessId ?? '',
  AccessPass: record.accessPass ?? '',
  Forward: '2a99662',
  Approve: String(record.createdAt % 10_000_000).padStart(7, '0'),
  TranID: `${record.accessId?.slice(0, 28)}`,
  TranDate: japanTime(record.updatedAt),
});

/**
 * POST /gmo/payment/AlterTran.idPass with JobCd VOID (the capture's own Japan day) or RETURN (any
 * day): gives back the whole charge of the trade named by AccessID/AccessPass.
 */
export async function gmoAlterTran(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const found = await shopOf(ctx, req, res);
  if (!found) return;
  const record = tradeOf(ctx, found.shop, found.form);
  if (!record) return refuse(res, GMO_ERRORS.unknownTrade);
  const job = found.form.get('JobCd') ?? '';
  if (job !== 'VOID' && job !== 'RETURN') return refuse(res, GMO_ERRORS.jobCd);
  if (record.status !== 'captured') return refuse(res, GMO_ERRORS.tradeState);
  if (job === 'VOID' && !ctx.state.sameJapanDay(record.createdAt)) return refuse(res, GMO_ERRORS.tradeState);
  ctx.state.refund(record, record.amount, job === 'VOID' ? 'voided' : 'returned');
  sendForm(res, altered(record));
}

/** POST /gmo/payment/ChangeTran.idPass (JobCd CAPTURE, a lower Amount): a partial refund of the trade. */
export async function gmoChangeTran(ctx: SandboxContext, req: Request, res: Response): Promise<void> {
  const found = await shopOf(ctx, req, res);
  if (!found) return;
  const record = tradeOf(ctx, found.shop, found.form);
  if (!record) return refuse(res, GMO_ERRORS.unknownTrade);
  if ((found.form.get('JobCd') ?? '') !== 'CAPTURE') return refuse(res, GMO_ERRORS.jobCd);
  if (record.status !== 'captured') return refuse(res, GMO_ERRORS.tradeState);
  const amount = Number(found.form.get('Amount') ?? '');
  if (!Number.isInteger(amount) || amount < 1 || amount >= record.amount)
    return refuse(res, GMO_ERRORS.amount);
  ctx.state.refund(record, record.amount - amount, 'returned');
  sendForm(res, altered(record));
}
