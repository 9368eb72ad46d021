import { describe, expect, it } from 'vitest';
import { formatDateTime, formatYen } from './format.ts';

describe('display formats of seed 000 §9', () => {
  it('shows date and time as DD/MM/YYYY HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('05/01/2026 07:08:09');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59, 59))).toBe('31/12/2026 23:59:59');
  });

  it('shows prices in yen with a yen sign', () => {
    expect(formatYen(1100)).toBe('¥1,100');
    expect(formatYen(0)).toBe('¥0');
  });
});
