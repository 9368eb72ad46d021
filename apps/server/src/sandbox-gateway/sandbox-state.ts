import { randomBytes } from 'node:crypto';
import type { Clock } from '../platform/clock.ts';
import type { CardBehaviour } from './test-cards.ts';

export type GatewayName = 'veritrans' | 'gmo' | 'member_id';

/** A tokenised card: what the token API took from the browser, kept only in the sandbox's memory. */
export interface CardToken {
  token: string;
  gateway: 'veritrans' | 'gmo';
  merchant: string;
  maskedNumber: string;
  behaviour: CardBehaviour;
  expiresAt: number;
  used: boolean;
}

/** A stored card (VeriTrans account id, GMO member): charged later without the cardholder. */
export interface StoredCard {
  maskedNumber: string;
  behaviour: CardBehaviour;
}

export type ChargeStatus =
  | 'captured'
  | 'declined'
  | 'awaiting_3ds'
  | 'authenticated'
  | 'failed_3ds'
  | 'entered'
  /** Refunded in full: the first gateway's Cancel, the second's VOID (same day) or RETURN (later). */
  | 'canceled'
  | 'voided'
  | 'returned';

/** One order at one merchant of one gateway: the gateway-side record searched by order id. */
export interface ChargeRecord {
  gateway: GatewayName;
  merchant: string;
  orderId: string;
  amount: number;
  status: ChargeStatus;
  resultCode: string;
  maskedNumber: string | null;
  createdAt: number;
  updatedAt: number;
  /** GMO's AccessID / AccessPass, the 3-D Secure session. */
  accessId?: string;
  accessPass?: string;
  returnUrl?: string;
  /** A card waiting for its 3-D Secure challenge. */
  pendingBehaviour?: CardBehaviour;
  /** Yen given back so far (`amount` is what stays charged). */
  refundedYen?: number;
}

/** An order at the member-ID provider, paid from the member's account once the member confirms it. */
export interface MemberIdOrder {
  gidOrderNo: string;
  merchantId: string;
  orderNo: string;
  amount: number;
  itemName: string;
  returnUrl: string;
  callbackUrl: string | null;
  state: string;
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED';
  memberId: string | null;
  periodicPaymentId: string | null;
}

export interface ChargeCount {
  orderId: string;
  /** Money taken: charges that ended captured. */
  charges: number;
  /** Every charge request that reached the gateway for this order id, refused ones included. */
  attempts: number;
  /** Present once money was given back: refunds done and the yen they gave back. */
  refunds?: number;
  refundedYen?: number;
}

/** Everything the sandbox remembers, in memory (docs/decisions.md: sandbox state). */
export class SandboxState {
  readonly tokens = new Map<string, CardToken>();
  readonly charges = new Map<string, ChargeRecord>();
  readonly storedCards = new Map<string, StoredCard>();
  /** The second gateway's members, `<site id>|<member id>`. */
  readonly members = new Set<string>();
  readonly counts = new Map<string, ChargeCount>();
  /** 3-D Secure challenge id → charge key. */
  readonly challenges = new Map<string, string>();
  /** gid_order_no → order. */
  readonly memberOrders = new Map<string, MemberIdOrder>();
  private offsetMs = 0;

  constructor(private readonly clock: Clock) {}

  now(): number {
    return this.clock.now().getTime() + this.offsetMs;
  }

  advance(milliseconds: number): void {
    this.offsetMs += milliseconds;
  }

  newToken(): string {
    return randomBytes(24).toString('base64url');
  }

  /** The token if it exists, was issued to this merchant, is unused and unexpired; it is spent at once. */
  spendToken(token: string, gateway: CardToken['gateway'], merchant: string): CardToken | 'invalid' {
    const found = this.tokens.get(token);
    if (!found || found.gateway !== gateway || found.merchant !== merchant) return 'invalid';
    if (found.used || found.expiresAt <= this.now()) return 'invalid';
    found.used = true;
    return found;
  }

  chargeKey = (gateway: GatewayName, merchant: string, orderId: string) =>
    `${gateway}|${merchant}|${orderId}`;

  countAttempt(orderId: string): void {
    this.countOf(orderId).attempts += 1;
  }

  countCharge(orderId: string): void {
    this.countOf(orderId).charges += 1;
  }

  /** A refund of `yen` of a captured charge: the record keeps what stays charged. */
  refund(record: ChargeRecord, yen: number, fullStatus: ChargeStatus): void {
    record.amount -= yen;
    record.refundedYen = (record.refundedYen ?? 0) + yen;
    if (record.amount === 0) record.status = fullStatus;
    record.updatedAt = this.now();
    const count = this.countOf(record.orderId);
    count.refunds = (count.refunds ?? 0) + 1;
    count.refundedYen = (count.refundedYen ?? 0) + yen;
  }

  /** Whether a capture happened on the same Japan calendar day as now (a void; later it is a return). */
  sameJapanDay(epochMs: number): boolean {
    const day = (ms: number) => new Date(ms + 9 * 3600_000).toISOString().slice(0, 10);
    return day(epochMs) === day(this.now());
  }

  private countOf(orderId: string): ChargeCount {
    let count = this.counts.get(orderId);
    if (!count) {
      count = { orderId, charges: 0, attempts: 0 };
      this.counts.set(orderId, count);
    }
    return count;
  }

  reset(): void {
    this.tokens.clear();
    this.charges.clear();
    this.storedCards.clear();
    this.members.clear();
    this.counts.clear();
    this.challenges.clear();
    this.memberOrders.clear();
  }
}
