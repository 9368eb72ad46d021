import type { PaymentGatewayKind } from '@hondana/contract';

/**
 * What pays a charge: a card token the browser got from the gateway's token API (single use: a token
 * error asks the reader for the card again, never a retry), or the card the gateway stores for the
 * reader, charged by the merchant without the card holder (renewals: no 3-D Secure).
 */
export type ChargeSource = { kind: 'token'; token: string } | { kind: 'stored-card'; customerRef: string };

export interface ChargeRequest {
  /** Our order id: the gateway's idempotency key (a second charge with it is refused there too). */
  orderId: string;
  /** Tax included, integer yen, ≥ 1 (a 0-yen order never reaches a gateway). */
  amountYen: number;
  source: ChargeSource;
  /** Where the 3-D Secure challenge sends the card holder back (charges with a token). */
  returnUrl?: string;
}

/** A charge's answer. `unknown` (timeout, network, crash) is settled by `search` before anything is retried. */
export type ChargeOutcome =
  | { outcome: 'paid'; gatewayTransactionId: string; gatewayCode: string; cardMask?: string }
  | { outcome: 'challenge'; redirectUrl: string; gatewayCode: string }
  | {
      outcome: 'declined';
      gatewayCode: string;
      reason: 'declined' | 'expired-card' | 'three-d-secure-failed';
    }
  | { outcome: 'token-error'; gatewayCode: string }
  /** Our request or the company's settings were refused (859): nothing was charged. */
  | { outcome: 'refused'; gatewayCode: string }
  | { outcome: 'unknown'; reason: string };

/** What the gateway knows of an order id. */
export type SearchOutcome =
  | { found: false }
  | {
      found: true;
      status: 'paid' | 'declined' | 'awaiting-challenge' | 'failed-challenge' | 'refunded';
      amountYen: number;
      gatewayTransactionId?: string;
    }
  | { found: 'unknown'; reason: string };

export type StoreCardOutcome =
  | { outcome: 'stored'; customerRef: string; cardMask: string; cardExpire?: string }
  | { outcome: 'token-error'; gatewayCode: string }
  | { outcome: 'refused'; gatewayCode: string }
  | { outcome: 'unknown'; reason: string };

export type RefundOutcome =
  | { outcome: 'voided' | 'returned'; gatewayCode: string }
  | { outcome: 'refused'; gatewayCode: string }
  | { outcome: 'unknown'; reason: string };

/** One card gateway (or the sandbox standing in for it); adapters live beside this file. */
export interface PaymentGateway {
  readonly kind: PaymentGatewayKind;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The card holder came back from the 3-D Secure page with these query parameters (checked, then settled). */
  completeChallenge(orderId: string, returned: Record<string, string>): Promise<ChargeOutcome>;
  search(orderId: string): Promise<SearchOutcome>;
  /** Keeps the card for merchant-initiated charges under `customerRef` (one card per reader). */
  storeCard(input: { customerRef: string; token: string }): Promise<StoreCardOutcome>;
  /** The whole charge or a part: a void before the day's settlement, a return after. */
  refund(input: {
    orderId: string;
    amountYen: number;
    chargedYen: number;
    sameDay: boolean;
  }): Promise<RefundOutcome>;
  /** Whether the company's settings are accepted by the gateway (the settings page's check), charging nothing. */
  verifySettings(): Promise<
    { ok: true } | { ok: false; gatewayCode: string } | { ok: 'unknown'; reason: string }
  >;
}
