import { declined, type GatewayCodeEntry, REFUSED, TOKEN_ERROR, UNKNOWN } from './gateway-code-entry.ts';

/**
 * The second card gateway's ErrInfo codes (its ErrCode is the first three characters' family). Codes
 * starting with 42G are the issuer's declines; an E01 code not listed is a request the gateway refused.
 */
export const GMO_CODE_TABLE: Record<string, GatewayCodeEntry> = {
  E01030002: REFUSED,
  E01230002: REFUSED,
  E01040001: REFUSED,
  E01040013: REFUSED,
  E01050004: REFUSED,
  E01220001: REFUSED,
  E01040010: UNKNOWN,
  E01110002: REFUSED,
  E01060001: REFUSED,
  E01060006: UNKNOWN,
  E61010002: TOKEN_ERROR,
  E01390002: TOKEN_ERROR,
  '42G020000': declined('declined'),
  '42G830000': declined('expired-card'),
  E21010201: declined('three-d-secure-failed'),
};

export function gmoEntryOf(errInfo: string): GatewayCodeEntry {
  const first = errInfo.split('|')[0] ?? '';
  const known = GMO_CODE_TABLE[first];
  if (known) return known;
  if (first.startsWith('42G')) return declined('declined');
  if (first.startsWith('E01')) return REFUSED;
  return declined('declined');
}
