import { createHmac, timingSafeEqual } from 'node:crypto';
import { callGateway, GATEWAY_TIMEOUT_MS, jsonObjectOf, textOf } from '../gateways/gateway-http.ts';

export interface MemberIdSettings {
  /** The provider's API base, e.g. the sandbox's `<url>/member-id`. */
  apiUrl: string;
  /** Sent as `x-api-key`, and the key of the return's HMAC signature. */
  apiKey: string;
  timeoutMs?: number;
}

export type OrderReceiveOutcome =
  | { outcome: 'received'; gidOrderNo: string; redirectUrl: string }
  /** UNAUTHORIZED, INVALID_PARAMETER, DUPLICATE_ORDER: the provider kept nothing the member could pay. */
  | { outcome: 'refused'; errorCode: string }
  | { outcome: 'unknown'; reason: string };

export type MemberIdStatus = 'PENDING' | 'CONFIRMED' | 'CANCELLED';

export type OrderInfoOutcome =
  | {
      found: true;
      gidOrderNo: string;
      orderNo: string;
      status: MemberIdStatus;
      amountYen: number;
      memberId: string | null;
      periodicPaymentId: string | null;
    }
  | { found: false }
  | { found: 'unknown'; reason: string };

const STATUSES: readonly string[] = ['PENDING', 'CONFIRMED', 'CANCELLED'];

/** The signed fields of the provider's return: every field but the signature, sorted by name, `k=v&…`. */
export function memberIdSignatureOf(apiKey: string, fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHmac('sha256', apiKey).update(canonical).digest('hex');
}

/** The member-ID provider (Gakken-like): orders the member pays from their account on its own page. */
export function memberIdClient(settings: MemberIdSettings) {
  const base = settings.apiUrl.replace(/\/$/, '');
  const timeoutMs = settings.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const headers = { 'x-api-key': settings.apiKey };
  return {
    async orderReceive(order: {
      orderNo: string;
      amountYen: number;
      itemName: string;
      returnUrl: string;
      state: string;
    }): Promise<OrderReceiveOutcome> {
      const answer = await callGateway(
        `${base}/order-receive`,
        {
          contentType: 'application/json; charset=utf-8',
          headers,
          body: JSON.stringify({
            order_no: order.orderNo,
            amount: order.amountYen,
            item_name: order.itemName.slice(0, 100),
            return_url: order.returnUrl,
            state: order.state,
          }),
        },
        timeoutMs,
      );
      if (!answer.ok) return { outcome: 'unknown', reason: answer.reason };
      const body = jsonObjectOf(answer.body);
      if (!body || answer.status >= 500) return { outcome: 'unknown', reason: `HTTP ${answer.status}` };
      if (body.result === 'OK' && textOf(body.gid_order_no) && textOf(body.redirect_url)) {
        return {
          outcome: 'received',
          gidOrderNo: textOf(body.gid_order_no),
          redirectUrl: textOf(body.redirect_url),
        };
      }
      return { outcome: 'refused', errorCode: textOf(body.error_code) || `HTTP ${answer.status}` };
    },

    async orderInfo(gidOrderNo: string): Promise<OrderInfoOutcome> {
      const answer = await callGateway(
        `${base}/get-info?${new URLSearchParams({ gid_order_no: gidOrderNo })}`,
        { method: 'GET', contentType: 'application/json', headers, body: '' },
        timeoutMs,
      );
      if (!answer.ok) return { found: 'unknown', reason: answer.reason };
      const body = jsonObjectOf(answer.body);
      if (answer.status === 404) return { found: false };
      if (body?.result !== 'OK' || !STATUSES.includes(textOf(body.status))) {
        return { found: 'unknown', reason: `HTTP ${answer.status}: ${textOf(body?.error_code)}` };
      }
      return {
        found: true,
        gidOrderNo: textOf(body.gid_order_no),
        orderNo: textOf(body.order_no),
        status: textOf(body.status) as MemberIdStatus,
        amountYen: Number(textOf(body.amount)),
        memberId: textOf(body.member_id) || null,
        periodicPaymentId: textOf(body.periodic_payment_id) || null,
      };
    },

    /** Whether the provider accepts the key (the settings page's check): asks for an order that does not exist. */
    async verifyKey(): Promise<
      { ok: true } | { ok: false; errorCode: string } | { ok: 'unknown'; reason: string }
    > {
      const answer = await callGateway(
        `${base}/get-info?${new URLSearchParams({ gid_order_no: 'hondana-settings-check' })}`,
        { method: 'GET', contentType: 'application/json', headers, body: '' },
        timeoutMs,
      );
      if (!answer.ok) return { ok: 'unknown', reason: answer.reason };
      if (answer.status === 404) return { ok: true };
      if (answer.status >= 500) return { ok: 'unknown', reason: `HTTP ${answer.status}` };
      return {
        ok: false,
        errorCode: textOf(jsonObjectOf(answer.body)?.error_code) || `HTTP ${answer.status}`,
      };
    },

    /** Whether the return's fields are the provider's, signed with this company's key. */
    signed(fields: Record<string, string>, signature: string): boolean {
      const expected = Buffer.from(memberIdSignatureOf(settings.apiKey, fields), 'utf8');
      const given = Buffer.from(signature, 'utf8');
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type MemberIdClient = ReturnType<typeof memberIdClient>;
