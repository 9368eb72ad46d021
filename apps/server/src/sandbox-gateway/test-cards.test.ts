import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DIGIT_CHECK_ERROR_CARD,
  expiryIsCurrent,
  maskCardNumber,
  passesLuhn,
  TEST_CARDS,
} from './test-cards.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const readme = fs.readFileSync(path.join(here, 'README.md'), 'utf8');
const rootReadme = fs.readFileSync(path.join(here, '../../../../README.md'), 'utf8');

describe('the test cards', () => {
  it('pass the Luhn check, all but the digit-check error card', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number), card.number).toBe(true);
    expect(passesLuhn(DIGIT_CHECK_ERROR_CARD)).toBe(false);
  });

  it('are each listed in the sandbox README and the project README', () => {
    for (const number of [...TEST_CARDS.map((card) => card.number), DIGIT_CHECK_ERROR_CARD]) {
      expect(readme, number).toContain(`\`${number}\``);
      expect(rootReadme, number).toContain(`\`${number}\``);
    }
  });

  it('masks all but the first six and last two digits', () => {
    expect(maskCardNumber('4111111111111111')).toBe('411111********11');
    expect(maskCardNumber('4111111111')).toBe('411111**11');
  });

  it('counts a card valid through the last day of its month, in Japan time', () => {
    // 2026-11-30T15:00Z is already December 1st in Japan.
    expect(expiryIsCurrent(11, 2026, new Date('2026-11-30T14:59:59Z'))).toBe(true);
    expect(expiryIsCurrent(11, 2026, new Date('2026-11-30T15:00:00Z'))).toBe(false);
  });
});
