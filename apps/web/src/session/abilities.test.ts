import { describe, expect, it } from 'vitest';
import { can } from './abilities.ts';

describe('can', () => {
  it('answers from the abilities auth/info listed', () => {
    const reader = { abilities: ['account.read', 'account.cancel'] as const };
    expect(can({ abilities: [...reader.abilities] }, 'account.read')).toBe(true);
    expect(can({ abilities: [...reader.abilities] }, 'adminSite.open')).toBe(false);
  });

  it('says no without a user', () => {
    expect(can(null, 'account.read')).toBe(false);
    expect(can(undefined, 'account.read')).toBe(false);
  });
});
