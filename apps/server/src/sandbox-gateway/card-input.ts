import { expiryIsCurrent, passesLuhn } from './test-cards.ts';

/** What is wrong with a card given to a token API, in the first gateway's words (the second maps them). */
export type CardProblem =
  | 'missing_card_number'
  | 'invalid_card_number'
  | 'digit_check_error'
  | 'missing_card_expire'
  | 'invalid_card_expire'
  | 'missing_security_code'
  | 'invalid_security_code'
  | 'invalid_cardholder_name';

export interface CardInput {
  number: string;
  /** Already parsed from the gateway's format; null when it could not be read. */
  expiry: { month: number; year: number } | null;
  expiryGiven: boolean;
  securityCode: string;
  holderName: string;
}

/** Card numbers take 10 to 16 digits (the seeds' rule), security codes 3 or 4, names at most 50 characters. */
export function cardProblemOf(card: CardInput, now: Date): CardProblem | null {
  if (card.number === '') return 'missing_card_number';
  if (!/^\d{10,16}$/.test(card.number)) return 'invalid_card_number';
  if (!passesLuhn(card.number)) return 'digit_check_error';
  if (!card.expiryGiven) return 'missing_card_expire';
  if (!card.expiry || card.expiry.month < 1 || card.expiry.month > 12) return 'invalid_card_expire';
  if (!expiryIsCurrent(card.expiry.month, card.expiry.year, now)) return 'invalid_card_expire';
  if (card.securityCode === '') return 'missing_security_code';
  if (!/^\d{3,4}$/.test(card.securityCode)) return 'invalid_security_code';
  if (card.holderName.length > 50) return 'invalid_cardholder_name';
  return null;
}
