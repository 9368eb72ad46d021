/** What a sandbox test card does (README.md lists them). */
export type CardBehaviour =
  | 'success'
  | 'decline'
  | 'expired_card'
  | 'three_d_secure'
  | 'timeout_unknown_outcome';

export interface TestCard {
  number: string;
  behaviour: CardBehaviour;
  description: string;
}

/** The documented test cards. Any other number that passes the Luhn check behaves as `success`. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', behaviour: 'success', description: 'charged' },
  { number: '5555555555554444', behaviour: 'success', description: 'charged (a second brand)' },
  { number: '4000000000000002', behaviour: 'decline', description: 'declined by the issuer' },
  {
    number: '4000000000000069',
    behaviour: 'expired_card',
    description: 'tokenised, then refused at charge time as expired by the issuer',
  },
  {
    number: '4000000000003220',
    behaviour: 'three_d_secure',
    description: '3-D Secure required: the challenge page decides (Authenticate or Fail)',
  },
  {
    number: '4000000000000119',
    behaviour: 'timeout_unknown_outcome',
    description: 'charged, but the answer comes only after the timeout delay: search by order id',
  },
];

/** A number that fails the Luhn check, for the digit-check error. */
export const DIGIT_CHECK_ERROR_CARD = '4242424242424241';

export function behaviourOf(cardNumber: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === cardNumber)?.behaviour ?? 'success';
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** First six and last two digits shown, the rest masked, as the gateways answer. */
export const maskCardNumber = (digits: string) =>
  `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 8))}${digits.slice(-2)}`;

/** True when a card expiring at the end of month/year (four-digit year) has not expired at `now`. */
export function expiryIsCurrent(month: number, year: number, now: Date): boolean {
  // Valid through the last day of the month; UTC+9, as the Japanese gateways count.
  const japan = new Date(now.getTime() + 9 * 3600_000);
  const current = japan.getUTCFullYear() * 12 + japan.getUTCMonth();
  return year * 12 + (month - 1) >= current;
}
