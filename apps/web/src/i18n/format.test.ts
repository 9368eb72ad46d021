import { describe, expect, it } from 'vitest';
import { formatYen } from './format.ts';

describe('display formats', () => {
  it('shows prices in yen with a yen sign', () => {
    expect(formatYen(1100)).toBe('¥1,100');
    expect(formatYen(0)).toBe('¥0');
  });
});
