/**
 * Error codes of the card processor's token API. They collide
 * with our own result codes (100, 501, 502, 701...), so they live in their own table and their own
 * message namespace `payment.error.<code>`. The seed names the kinds but not the code of each: the
 * parameter errors take 100-201 and 501-522, the token/parameter/internal errors 531-902; each code
 * was assigned once here.
 */

export interface PaymentProviderCodeEntry {
  code: number;
  name: string;
  meaning: string;
}

export const paymentProviderCodeTable = [
  // Card number, expiry, security code, holder name, issue count
  { code: 100, name: 'CARD_NUMBER_REQUIRED', meaning: 'Card number missing' },
  { code: 101, name: 'CARD_NUMBER_NOT_NUMERIC', meaning: 'Card number has non-digit characters' },
  { code: 102, name: 'CARD_NUMBER_LENGTH_INVALID', meaning: 'Card number not 10-16 digits' },
  { code: 110, name: 'EXPIRY_REQUIRED', meaning: 'Expiry missing' },
  { code: 111, name: 'EXPIRY_NOT_NUMERIC', meaning: 'Expiry has non-digit characters' },
  { code: 112, name: 'EXPIRY_FORMAT_INVALID', meaning: 'Expiry not in YYMM form' },
  { code: 113, name: 'EXPIRY_MONTH_INVALID', meaning: 'Expiry month not 01-12' },
  { code: 121, name: 'SECURITY_CODE_NOT_NUMERIC', meaning: 'Security code has non-digit characters' },
  { code: 122, name: 'SECURITY_CODE_LENGTH_INVALID', meaning: 'Security code not 3-4 digits' },
  { code: 131, name: 'HOLDER_NAME_CHARACTERS_INVALID', meaning: 'Holder name has characters not allowed' },
  { code: 132, name: 'HOLDER_NAME_TOO_LONG', meaning: 'Holder name over 50 characters' },
  { code: 141, name: 'ISSUE_COUNT_NOT_NUMERIC', meaning: 'Token issue count not a number' },
  { code: 142, name: 'ISSUE_COUNT_OUT_OF_RANGE', meaning: 'Token issue count not 1-10' },
  // Shop id, hash, callback
  { code: 150, name: 'SHOP_ID_REQUIRED', meaning: 'Shop id missing' },
  { code: 160, name: 'SHOP_ID_INVALID', meaning: 'Shop id malformed' },
  { code: 170, name: 'HASH_REQUIRED', meaning: 'Hash (of the public key) missing' },
  { code: 180, name: 'SHOP_ID_OR_HASH_UNKNOWN', meaning: 'Shop id or hash not registered' },
  { code: 190, name: 'CARD_DATA_UNREADABLE', meaning: 'Encrypted card data cannot be decrypted' },
  { code: 200, name: 'CALLBACK_REQUIRED', meaning: 'Callback missing' },
  { code: 201, name: 'CALLBACK_INVALID', meaning: 'Callback malformed' },
  // Token request parameters
  { code: 501, name: 'TOKEN_PARAM_ID_MISSING', meaning: 'Token parameter (id) missing' },
  { code: 502, name: 'TOKEN_PARAM_ID_UNKNOWN', meaning: 'Token parameter (id) not registered' },
  { code: 511, name: 'TOKEN_PARAM_CARD_MISSING', meaning: 'Token parameter (card information) missing' },
  {
    code: 512,
    name: 'TOKEN_PARAM_CARD_UNREADABLE',
    meaning: 'Token parameter (card information) unreadable',
  },
  { code: 521, name: 'TOKEN_PARAM_KEY_MISSING', meaning: 'Token parameter (key) missing' },
  { code: 522, name: 'TOKEN_PARAM_KEY_UNREADABLE', meaning: 'Token parameter (key) unreadable' },
  // Token, parameter and internal errors
  { code: 531, name: 'TOKEN_PARAM_CALLBACK_MISSING', meaning: 'Token parameter (callback) missing' },
  { code: 541, name: 'TOKEN_PARAM_HASH_MISSING', meaning: 'Token parameter (hash) missing' },
  { code: 551, name: 'TOKEN_INVALID', meaning: 'Token invalid or expired' },
  { code: 552, name: 'TOKEN_ALREADY_USED', meaning: 'Token already used' },
  { code: 701, name: 'TOKEN_PARAM_CARD_OBJECT_MISSING', meaning: 'Token parameter (card object) missing' },
  { code: 901, name: 'PROVIDER_INTERNAL_ERROR', meaning: 'Provider internal error or service stopped' },
  { code: 902, name: 'PROVIDER_BUSY', meaning: 'Provider busy, retry later' },
] as const satisfies readonly PaymentProviderCodeEntry[];

export type PaymentProviderCode = (typeof paymentProviderCodeTable)[number]['code'];

const byCode = new Map<number, PaymentProviderCodeEntry>(paymentProviderCodeTable.map((e) => [e.code, e]));

export function paymentProviderCodeEntry(code: number): PaymentProviderCodeEntry | undefined {
  return byCode.get(code);
}

/** The message key of a provider code in packages/i18n. */
export function paymentMessageKeyOf(code: number): string {
  return `payment.error.${code}`;
}
