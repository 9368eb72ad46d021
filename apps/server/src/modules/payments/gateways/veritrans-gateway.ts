import { createHash, timingSafeEqual } from 'node:crypto';
import { failureOutcome } from './gateway-code-entry.ts';
import { callGateway, GATEWAY_TIMEOUT_MS, jsonObjectOf, textOf } from './gateway-http.ts';
import type { ChargeOutcome, PaymentGateway, RefundOutcome, SearchOutcome } from './payment-gateway.ts';
import { veritransEntryOf } from './veritrans-codes.ts';

export interface VeritransSettings {
  /** The server API's base, e.g. `https://api.veritrans.co.jp:443` or the sandbox's `<url>/veritrans`. */
  apiUrl: string;
  merchantCcid: string;
  merchantSecretKey: string;
  timeoutMs?: number;
}

type Params = Record<string, unknown>;
type Result = { ok: true; result: Record<string, unknown> } | { ok: false; reason: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const SEARCH_STATUS: Record<string, Extract<SearchOutcome, { found: true }>['status']> = {
  captured: 'paid',
  declined: 'declined',
  awaiting_3ds: 'awaiting-challenge',
  failed_3ds: 'failed-challenge',
  canceled: 'refunded',
  refunded: 'refunded',
};

/**
 * The first card gateway (VeriTrans-like): JSON `{ params, authHash }` with authHash = SHA-256 hex of
 * merchantCcid + JSON.stringify(params) + secret key; the order id is the gateway's idempotency key.
 */
export function veritransGateway(settings: VeritransSettings): PaymentGateway {
  const timeoutMs = settings.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const base = settings.apiUrl.replace(/\/$/, '');

  async function call(path: string, fields: Params): Promise<Result> {
    const params = { ...fields, merchantCcid: settings.merchantCcid };
    const authHash = sha256(`${settings.merchantCcid}${JSON.stringify(params)}${settings.merchantSecretKey}`);
    const answer = await callGateway(
      `${base}/paynowid/v1/${path}`,
      { body: JSON.stringify({ params, authHash }), contentType: 'application/json; charset=utf-8' },
      timeoutMs,
    );
    if (!answer.ok) return answer;
    const result = jsonObjectOf(answer.body)?.result;
    if (!result || typeof result !== 'object') {
      return { ok: false, reason: `HTTP ${answer.status} without a result` };
    }
    return { ok: true, result: result as Record<string, unknown> };
  }

  function outcomeOf(result: Record<string, unknown>): ChargeOutcome {
    const code = textOf(result.vResultCode);
    const entry = veritransEntryOf(code, textOf(result.mstatus));
    if (entry.outcome === 'paid') {
      const mask = textOf(result.reqCardNumber);
      return {
        outcome: 'paid',
        gatewayTransactionId: textOf(result.orderId),
        gatewayCode: code,
        ...(mask ? { cardMask: mask } : {}),
      };
    }
    if (entry.outcome === 'challenge') {
      const redirectUrl = textOf(result.resRedirectUrl);
      return redirectUrl
        ? { outcome: 'challenge', redirectUrl, gatewayCode: code }
        : { outcome: 'unknown', reason: `${code} without a redirect address` };
    }
    return failureOutcome(entry, code);
  }

  async function search(orderId: string): Promise<SearchOutcome> {
    const answer = await call('Search/common', {
      serviceTypeCd: ['card'],
      searchParameters: { common: { orderId } },
    });
    if (!answer.ok) return { found: 'unknown', reason: answer.reason };
    if (textOf(answer.result.mstatus) !== 'success') {
      return { found: 'unknown', reason: `search refused: ${textOf(answer.result.vResultCode)}` };
    }
    const infos = (answer.result.orderInfos as { orderInfo?: Params[] } | undefined)?.orderInfo ?? [];
    const info = infos.find((i) => textOf(i.orderId) === orderId);
    if (!info) return { found: false };
    const status = SEARCH_STATUS[textOf(info.orderStatus)];
    if (!status) return { found: 'unknown', reason: `order status ${textOf(info.orderStatus)}` };
    return { found: true, status, amountYen: Number(textOf(info.amount)), gatewayTransactionId: orderId };
  }

  return {
    kind: 'card',
    async charge(request) {
      const payNowIdParam =
        request.source.kind === 'token'
          ? { token: request.source.token }
          : { accountParam: { accountId: request.source.customerRef } };
      const answer = await call('Authorize/card', {
        orderId: request.orderId,
        amount: String(request.amountYen),
        jpo: '10',
        withCapture: 'true',
        payNowIdParam,
        ...(request.returnUrl ? { redirectionUri: request.returnUrl } : {}),
      });
      return answer.ok ? outcomeOf(answer.result) : { outcome: 'unknown', reason: answer.reason };
    },
    async completeChallenge(orderId, returned) {
      const mstatus = returned.mstatus ?? '';
      const code = returned.vResultCode ?? '';
      const expected = sha256(
        `${settings.merchantCcid}${orderId}${mstatus}${code}${settings.merchantSecretKey}`,
      );
      const signed = returned.orderId === orderId && sameHex(expected, returned.authHash ?? '');
      if (signed) return outcomeOf({ orderId, mstatus, vResultCode: code });
      // Not signed by the gateway: nothing in the address is believed; the gateway's own record decides.
      const found = await search(orderId);
      if (found.found === 'unknown') return { outcome: 'unknown', reason: found.reason };
      if (found.found === false) return { outcome: 'refused', gatewayCode: 'authHash' };
      if (found.status === 'paid') {
        return { outcome: 'paid', gatewayTransactionId: orderId, gatewayCode: 'search' };
      }
      if (found.status === 'awaiting-challenge')
        return { outcome: 'unknown', reason: 'challenge not finished' };
      return { outcome: 'declined', gatewayCode: 'search', reason: 'three-d-secure-failed' };
    },
    search,
    async storeCard({ customerRef, token }) {
      const answer = await call('Add/cardinfo', {
        payNowIdParam: { token, accountParam: { accountId: customerRef } },
      });
      if (!answer.ok) return { outcome: 'unknown', reason: answer.reason };
      const code = textOf(answer.result.vResultCode);
      const entry = veritransEntryOf(code, textOf(answer.result.mstatus));
      if (entry.outcome === 'paid') {
        return { outcome: 'stored', customerRef, cardMask: textOf(answer.result.reqCardNumber) };
      }
      if (entry.outcome === 'token-error' || entry.outcome === 'declined') {
        return { outcome: 'token-error', gatewayCode: code };
      }
      return entry.outcome === 'refused'
        ? { outcome: 'refused', gatewayCode: code }
        : { outcome: 'unknown', reason: `card not stored: ${code}` };
    },
    async refund({ orderId, amountYen, chargedYen, sameDay }): Promise<RefundOutcome> {
      const answer = await call('Cancel/card', {
        orderId,
        ...(amountYen < chargedYen ? { amount: String(amountYen) } : {}),
      });
      if (!answer.ok) return { outcome: 'unknown', reason: answer.reason };
      const code = textOf(answer.result.vResultCode);
      if (textOf(answer.result.mstatus) !== 'success') return { outcome: 'refused', gatewayCode: code };
      const voided = textOf(answer.result.cancelKind) === 'void' || (sameDay && amountYen >= chargedYen);
      return { outcome: voided ? 'voided' : 'returned', gatewayCode: code };
    },
    async verifySettings() {
      const answer = await call('Search/common', {
        serviceTypeCd: ['card'],
        searchParameters: { common: { orderId: 'hondana-settings-check' } },
      });
      if (!answer.ok) return { ok: 'unknown', reason: answer.reason };
      return textOf(answer.result.mstatus) === 'success'
        ? { ok: true }
        : { ok: false, gatewayCode: textOf(answer.result.vResultCode) };
    },
  };
}
