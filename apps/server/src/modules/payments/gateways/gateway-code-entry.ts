import { ResultCode } from '@hondana/contract';
import type { ChargeOutcome } from './payment-gateway.ts';

type DeclineReason = Extract<ChargeOutcome, { outcome: 'declined' }>['reason'];

/** What one gateway result code means for us: the outcome an adapter answers and the code a reader sees. */
export type GatewayCodeEntry =
  | { outcome: 'paid'; resultCode: null }
  | { outcome: 'challenge'; resultCode: typeof ResultCode.PAYMENT_VERIFYING }
  | { outcome: 'declined'; reason: DeclineReason; resultCode: typeof ResultCode.PAYMENT_FAILED }
  | { outcome: 'token-error'; resultCode: typeof ResultCode.CREDIT_CARD_INVALID }
  | { outcome: 'refused'; resultCode: typeof ResultCode.PAYMENT_SETTINGS_INVALID }
  /** The order id was used at the gateway already: only a search says whether money was taken. */
  | { outcome: 'unknown'; resultCode: typeof ResultCode.PAYMENT_IN_PROGRESS };

export const PAID: GatewayCodeEntry = { outcome: 'paid', resultCode: null };
export const CHALLENGE: GatewayCodeEntry = { outcome: 'challenge', resultCode: ResultCode.PAYMENT_VERIFYING };
export const TOKEN_ERROR: GatewayCodeEntry = {
  outcome: 'token-error',
  resultCode: ResultCode.CREDIT_CARD_INVALID,
};
export const REFUSED: GatewayCodeEntry = {
  outcome: 'refused',
  resultCode: ResultCode.PAYMENT_SETTINGS_INVALID,
};
export const UNKNOWN: GatewayCodeEntry = { outcome: 'unknown', resultCode: ResultCode.PAYMENT_IN_PROGRESS };
export const declined = (reason: DeclineReason): GatewayCodeEntry => ({
  outcome: 'declined',
  reason,
  resultCode: ResultCode.PAYMENT_FAILED,
});

/** The result code a reader or admin sees for an adapter's outcome (null: paid). */
export function resultCodeOfOutcome(outcome: ChargeOutcome): number | null {
  switch (outcome.outcome) {
    case 'paid':
      return null;
    case 'challenge':
      return ResultCode.PAYMENT_VERIFYING;
    case 'declined':
      return ResultCode.PAYMENT_FAILED;
    case 'token-error':
      return ResultCode.CREDIT_CARD_INVALID;
    case 'refused':
      return ResultCode.PAYMENT_SETTINGS_INVALID;
    case 'unknown':
      return ResultCode.PAYMENT_IN_PROGRESS;
  }
}

/** An entry as a charge outcome (a paid or challenge entry needs the answer's details, so the caller builds those). */
export function failureOutcome(entry: GatewayCodeEntry, gatewayCode: string): ChargeOutcome {
  switch (entry.outcome) {
    case 'declined':
      return { outcome: 'declined', gatewayCode, reason: entry.reason };
    case 'token-error':
      return { outcome: 'token-error', gatewayCode };
    case 'unknown':
      return { outcome: 'unknown', reason: `gateway code ${gatewayCode}: the order id was used already` };
    default:
      return { outcome: 'refused', gatewayCode };
  }
}
