/** What the reader types into the card form. Only the gateway's token API ever receives these. */
export interface CardValues {
  number: string;
  /** MM/YY as typed. */
  expiry: string;
  securityCode: string;
  holderName: string;
  zip: string;
}

export const emptyCard: CardValues = { number: '', expiry: '', securityCode: '', holderName: '', zip: '' };

export type CardField = keyof CardValues;
/** A field's problem, as a key of the `validate.card` texts. */
export type CardProblems = Partial<Record<CardField, string>>;

const MAX_HOLDER_NAME = 50;

/** Digits only: spaces and hyphens a reader types between groups are dropped. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** Month and two-digit year of an MM/YY expiry (also MMYY), or null when it is not one. */
export function expiryParts(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The first card gateway's token API: MM/YY. */
export const veritransExpiry = (p: { month: number; year: number }) => `${two(p.month)}/${two(p.year)}`;
/** The second card gateway's token script: YYYYMM. */
export const gmoExpiry = (p: { month: number; year: number }) => `20${two(p.year)}${two(p.month)}`;
/** Our server, where it asks for the stored card's expiry: YYMM. */
export const serverExpiry = (p: { month: number; year: number }) => `${two(p.year)}${two(p.month)}`;

/**
 * The card's problems before anything is sent, as `validate.card.*` keys: number 10-16 digits, expiry
 * MM/YY not before this month (a card works to the end of its month; the gateway has the last word),
 * security code 3-4 digits, holder name at most 50 characters, a postal code's form when one is given.
 */
export function cardProblems(values: CardValues, now: Date): CardProblems {
  const problems: CardProblems = {};
  if (!/^\d{10,16}$/.test(cardDigits(values.number))) problems.number = 'number';
  const expiry = expiryParts(values.expiry);
  if (!expiry) problems.expiry = 'expiry';
  else {
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if ((2000 + expiry.year) * 12 + expiry.month - 1 < thisMonth) problems.expiry = 'expiryPast';
  }
  if (!/^\d{3,4}$/.test(values.securityCode.trim())) problems.securityCode = 'securityCode';
  if (values.holderName.trim().length > MAX_HOLDER_NAME) problems.holderName = 'holderName';
  if (values.zip.trim() !== '' && !/^\d{3}-?\d{4}$|^[A-Za-z0-9 -]{3,10}$/.test(values.zip.trim()))
    problems.zip = 'zip';
  return problems;
}
