import { describe, expect, it } from 'vitest';
import {
  cardProblems,
  emptyCard,
  expiryParts,
  gmoExpiry,
  serverExpiry,
  veritransExpiry,
} from './card-values.ts';

const NOW = new Date(Date.UTC(2026, 10, 28));
const card = { ...emptyCard, number: '4111111111111111', expiry: '11/26', securityCode: '1234' };

describe('card values', () => {
  it('writes the expiry the way each receiver asks: MM/YY, YYYYMM, YYMM', () => {
    const parts = expiryParts('03/29');
    expect(parts).toEqual({ month: 3, year: 29 });
    if (!parts) return;
    expect(veritransExpiry(parts)).toBe('03/29');
    expect(gmoExpiry(parts)).toBe('202903');
    expect(serverExpiry(parts)).toBe('2903');
    expect(expiryParts('0329')).toEqual({ month: 3, year: 29 });
    expect(expiryParts('00/29')).toBeNull();
    expect(expiryParts('3/29')).toBeNull();
  });

  it('takes the card to the end of its month, numbers of 10 to 16 digits, codes of 3 or 4', () => {
    expect(cardProblems(card, NOW)).toEqual({});
    expect(cardProblems({ ...card, expiry: '10/26' }, NOW)).toEqual({ expiry: 'expiryPast' });
    expect(cardProblems({ ...card, number: '4111-1111-11' }, NOW)).toEqual({});
    expect(cardProblems({ ...card, number: '411111111' }, NOW)).toEqual({ number: 'number' });
    expect(cardProblems({ ...card, number: '41111111111111111' }, NOW)).toEqual({ number: 'number' });
    expect(cardProblems({ ...card, securityCode: '12345' }, NOW)).toEqual({ securityCode: 'securityCode' });
    expect(cardProblems({ ...card, holderName: 'x'.repeat(50) }, NOW)).toEqual({});
    expect(cardProblems({ ...card, holderName: 'x'.repeat(51) }, NOW)).toEqual({ holderName: 'holderName' });
    expect(cardProblems({ ...card, zip: '123-4567' }, NOW)).toEqual({});
    expect(cardProblems({ ...card, zip: '!!' }, NOW)).toEqual({ zip: 'zip' });
  });
});
