import {
  CHALLENGE,
  declined,
  type GatewayCodeEntry,
  PAID,
  REFUSED,
  TOKEN_ERROR,
  UNKNOWN,
} from './gateway-code-entry.ts';

/**
 * The first card gateway's vResultCode, by its first four characters (the rest details the same meaning).
 * A code not listed here with mstatus "failure" is a decline: money was not taken, and nothing says the
 * settings are wrong.
 */
export const VERITRANS_CODE_TABLE: Record<string, GatewayCodeEntry> = {
  A001: PAID,
  AG33: declined('declined'),
  AG36: declined('expired-card'),
  OC09: TOKEN_ERROR,
  /** An account id without a stored card: the reader enters the card again. */
  AC01: TOKEN_ERROR,
  MA04: UNKNOWN,
  MA01: REFUSED,
  MA02: REFUSED,
  /** A refund of an order that is not captured (or given back in full already). */
  MA05: REFUSED,
  G001: CHALLENGE,
  G011: declined('three-d-secure-failed'),
};

export function veritransEntryOf(vResultCode: string, mstatus: string): GatewayCodeEntry {
  const known = VERITRANS_CODE_TABLE[vResultCode.slice(0, 4)];
  if (known) return known;
  if (mstatus === 'success') return PAID;
  if (mstatus === 'pending') return UNKNOWN;
  return declined('declined');
}
