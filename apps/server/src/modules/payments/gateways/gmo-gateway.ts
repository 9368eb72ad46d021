import { failureOutcome } from './gateway-code-entry.ts';
import { callGateway, GATEWAY_TIMEOUT_MS } from './gateway-http.ts';
import { gmoEntryOf } from './gmo-codes.ts';
import type { ChargeOutcome, PaymentGateway, SearchOutcome } from './payment-gateway.ts';

export interface GmoSettings {
  /** The server API's base, e.g. `https://p01.mul-pay.jp` or the sandbox's `<url>/gmo`. */
  apiUrl: string;
  shopId: string;
  shopPass: string;
  /** The site holding stored cards (members); without it storing a card is refused. */
  siteId?: string | undefined;
  sitePass?: string | undefined;
  timeoutMs?: number;
}

type Answer = { ok: true; fields: Record<string, string> } | { ok: false; reason: string };

const SEARCH_STATUS: Record<string, Extract<SearchOutcome, { found: true }>['status']> = {
  CAPTURE: 'paid',
  SALES: 'paid',
  AUTH: 'paid',
  AUTHENTICATED: 'awaiting-challenge',
  UNPROCESSED: 'declined',
  VOID: 'refunded',
  RETURN: 'refunded',
  RETURNX: 'refunded',
};

/**
 * The second card gateway (GMO-like): form-encoded requests, `key=value&…` answers, errors as
 * ErrCode/ErrInfo. A charge is EntryTran (order id and amount) then ExecTran (token or stored member).
 */
export function gmoGateway(settings: GmoSettings): PaymentGateway {
  const timeoutMs = settings.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const base = settings.apiUrl.replace(/\/$/, '');
  const shop = { ShopID: settings.shopId, ShopPass: settings.shopPass };
  const site = { SiteID: settings.siteId ?? '', SitePass: settings.sitePass ?? '' };

  async function call(name: string, fields: Record<string, string>): Promise<Answer> {
    const answer = await callGateway(
      `${base}/payment/${name}.idPass`,
      { body: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' },
      timeoutMs,
    );
    if (!answer.ok) return answer;
    if (answer.status >= 500) return { ok: false, reason: `HTTP ${answer.status}` };
    return { ok: true, fields: Object.fromEntries(new URLSearchParams(answer.body)) };
  }

  const errorOf = (fields: Record<string, string>) =>
    fields.ErrInfo ?? (fields.ErrCode ? fields.ErrCode : null);

  function execOutcome(fields: Record<string, string>, orderId: string): ChargeOutcome {
    const error = errorOf(fields);
    if (error) return failureOutcome(gmoEntryOf(error), error);
    if (fields.ACS === '2' || fields.ACS === '1') {
      return fields.RedirectUrl
        ? { outcome: 'challenge', redirectUrl: fields.RedirectUrl, gatewayCode: `ACS=${fields.ACS}` }
        : { outcome: 'unknown', reason: 'challenge without a redirect address' };
    }
    if (fields.ACS === '0' && fields.TranID) {
      return { outcome: 'paid', gatewayTransactionId: fields.TranID, gatewayCode: fields.Approve ?? '' };
    }
    return { outcome: 'unknown', reason: `answer for ${orderId} without ACS or TranID` };
  }

  async function searchTrade(orderId: string): Promise<Answer> {
    return call('SearchTrade', { ...shop, OrderID: orderId });
  }

  async function search(orderId: string): Promise<SearchOutcome> {
    const answer = await searchTrade(orderId);
    if (!answer.ok) return { found: 'unknown', reason: answer.reason };
    const error = errorOf(answer.fields);
    if (error === 'E01110002') return { found: false };
    if (error) return { found: 'unknown', reason: `search refused: ${error}` };
    const status = SEARCH_STATUS[answer.fields.Status ?? ''];
    if (!status) return { found: 'unknown', reason: `trade status ${answer.fields.Status ?? ''}` };
    return {
      found: true,
      status,
      amountYen: Number(answer.fields.Amount ?? '0'),
      ...(answer.fields.TranID ? { gatewayTransactionId: answer.fields.TranID } : {}),
    };
  }

  return {
    kind: 'card_alt',
    async charge(request) {
      const entry = await call('EntryTran', {
        ...shop,
        OrderID: request.orderId,
        JobCd: 'CAPTURE',
        Amount: String(request.amountYen),
      });
      if (!entry.ok) return { outcome: 'unknown', reason: entry.reason };
      const entryError = errorOf(entry.fields);
      if (entryError) return failureOutcome(gmoEntryOf(entryError), entryError);
      const access = { AccessID: entry.fields.AccessID ?? '', AccessPass: entry.fields.AccessPass ?? '' };
      const source =
        request.source.kind === 'token'
          ? {
              Token: request.source.token,
              TdFlag: '2',
              ...(request.returnUrl ? { RetUrl: request.returnUrl } : {}),
            }
          : { ...site, MemberID: request.source.customerRef, CardSeq: '0' };
      const exec = await call('ExecTran', {
        ...shop,
        ...access,
        OrderID: request.orderId,
        Method: '1',
        ...source,
      });
      return exec.ok
        ? execOutcome(exec.fields, request.orderId)
        : { outcome: 'unknown', reason: exec.reason };
    },
    async completeChallenge(orderId, returned) {
      // The return carries no signature: only AccessID and OrderID, checked against the gateway's own trade.
      const trade = await searchTrade(orderId);
      if (!trade.ok) return { outcome: 'unknown', reason: trade.reason };
      const error = errorOf(trade.fields);
      if (error) return failureOutcome(gmoEntryOf(error), error);
      if (returned.OrderID !== orderId || returned.AccessID !== trade.fields.AccessID) {
        return { outcome: 'refused', gatewayCode: 'AccessID' };
      }
      const secured = await call('SecureTran2', {
        ...shop,
        AccessID: trade.fields.AccessID ?? '',
        AccessPass: trade.fields.AccessPass ?? '',
      });
      return secured.ok
        ? execOutcome(secured.fields, orderId)
        : { outcome: 'unknown', reason: secured.reason };
    },
    search,
    async storeCard({ customerRef, token }) {
      if (!settings.siteId) return { outcome: 'refused', gatewayCode: 'E01230002' };
      const member = await call('SaveMember', { ...site, MemberID: customerRef });
      if (!member.ok) return { outcome: 'unknown', reason: member.reason };
      const memberError = errorOf(member.fields);
      if (memberError && memberError !== 'E01390010') return { outcome: 'refused', gatewayCode: memberError };
      const card = await call('SaveCard', { ...site, MemberID: customerRef, Token: token, DefaultFlag: '1' });
      if (!card.ok) return { outcome: 'unknown', reason: card.reason };
      const cardError = errorOf(card.fields);
      if (cardError) {
        const entry = gmoEntryOf(cardError);
        return entry.outcome === 'token-error' || entry.outcome === 'declined'
          ? { outcome: 'token-error', gatewayCode: cardError }
          : { outcome: 'refused', gatewayCode: cardError };
      }
      return { outcome: 'stored', customerRef, cardMask: card.fields.CardNo ?? '' };
    },
    async refund({ orderId, amountYen, chargedYen, sameDay }) {
      const trade = await searchTrade(orderId);
      if (!trade.ok) return { outcome: 'unknown', reason: trade.reason };
      const tradeError = errorOf(trade.fields);
      if (tradeError) return { outcome: 'refused', gatewayCode: tradeError };
      const access = { AccessID: trade.fields.AccessID ?? '', AccessPass: trade.fields.AccessPass ?? '' };
      // A partial refund lowers the trade's amount; the gateway's current amount counts earlier partial refunds.
      const remaining = Number(trade.fields.Amount ?? chargedYen) - amountYen;
      const partial = amountYen < chargedYen && remaining > 0;
      const answer = partial
        ? await call('ChangeTran', { ...shop, ...access, JobCd: 'CAPTURE', Amount: String(remaining) })
        : await call('AlterTran', { ...shop, ...access, JobCd: sameDay ? 'VOID' : 'RETURN' });
      if (!answer.ok) return { outcome: 'unknown', reason: answer.reason };
      const error = errorOf(answer.fields);
      if (error) return { outcome: 'refused', gatewayCode: error };
      return {
        outcome: sameDay && !partial ? 'voided' : 'returned',
        gatewayCode: partial ? 'ChangeTran' : 'AlterTran',
      };
    },
    async verifySettings() {
      const answer = await searchTrade('hondana-settings-check');
      if (!answer.ok) return { ok: 'unknown', reason: answer.reason };
      const error = errorOf(answer.fields);
      return error === null || error === 'E01110002' ? { ok: true } : { ok: false, gatewayCode: error };
    },
  };
}
