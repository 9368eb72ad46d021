import { ResultCode } from '@hondana/contract';
import { ApiError } from '../../../api/api-error.ts';
import type { CardField } from './card-values.ts';

/** A message to show: a text key (the `apiErrors` area holds `api.error.*` and `payment.error.*`). */
export interface CardMessage {
  key: string;
  /** The field it belongs to, when the gateway named one. */
  field?: CardField;
  /** The card must be typed again: the token is spent or the card is wrong. */
  clearCard: boolean;
}

/** The first card gateway's token API codes, by the field they are about. */
const VERITRANS_FIELDS: Record<string, { field: CardField; key: string }> = {
  invalid_card_number: { field: 'number', key: 'invalidCardNumber' },
  digit_check_error: { field: 'number', key: 'invalidCardNumber' },
  missing_card_number: { field: 'number', key: 'validate.card.number' },
  invalid_card_expire: { field: 'expiry', key: 'validate.card.expiry' },
  missing_card_expire: { field: 'expiry', key: 'validate.card.expiry' },
  invalid_security_code: { field: 'securityCode', key: 'validate.card.securityCode' },
  missing_security_code: { field: 'securityCode', key: 'validate.card.securityCode' },
  invalid_cardholder_name: { field: 'holderName', key: 'validate.card.holderName' },
};
/** The second gateway's token script codes (1xx: the card's fields; its own texts are `payment.error.*`). */
const GMO_FIELDS: Record<string, CardField> = {
  '100': 'number',
  '101': 'number',
  '102': 'number',
  '103': 'number',
  '110': 'expiry',
  '111': 'expiry',
  '112': 'expiry',
  '113': 'expiry',
  '120': 'securityCode',
  '121': 'securityCode',
  '122': 'securityCode',
  '131': 'holderName',
  '132': 'holderName',
};

/** The token API refused the card: what to say, on which field. */
export function tokenRefusalMessage(gateway: 'card' | 'card_alt', code: string): CardMessage {
  if (gateway === 'card') {
    const known = VERITRANS_FIELDS[code];
    return known
      ? { ...known, clearCard: false }
      : { key: 'invalidCardNumber', field: 'number', clearCard: true };
  }
  const field = GMO_FIELDS[code];
  if (code === '103') return { key: 'invalidCardNumber', field: 'number', clearCard: false };
  return { key: `payment.error.${code}`, ...(field ? { field } : {}), clearCard: field === undefined };
}

/**
 * Our server refused an order or a card change (seed rules): a 400 whose data is 'Token error' is the
 * card number (the token was refused: the card is asked for again); 841 the card token failed; 857 and
 * the gateway's other refusals are the payment's; anything else the standard message of its code.
 */
export function orderRefusalMessage(error: unknown): CardMessage {
  if (!(error instanceof ApiError)) return { key: 'toast.error.payment', clearCard: false };
  if (error.status === 400 && error.data === 'Token error')
    return { key: 'invalidCardNumber', clearCard: true };
  if (error.status === ResultCode.CREDIT_CARD_INVALID) return { key: 'api.error.841', clearCard: true };
  if (error.status === ResultCode.PAYMENT_FAILED) return { key: 'toast.error.payment', clearCard: true };
  if (!error.hasResponse) return { key: 'toast.error.payment', clearCard: false };
  return { key: `api.error.${error.status}`, clearCard: false };
}
