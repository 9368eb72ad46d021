import { describe, expect, it } from 'vitest';
import { auditFiltersQuery, dayStart, emptyAuditFilters, rangeReversed } from './audit-filters.ts';

describe('the audit list’s filters as the API takes them', () => {
  it('sends days as the start of the first day and the start of the day after the last', () => {
    expect(auditFiltersQuery({ ...emptyAuditFilters, from: '2026-11-01', to: '2026-11-28' })).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 29).toISOString(),
    });
    expect(dayStart('2026-12-31', 1)).toBe(new Date(2027, 0, 1).toISOString());
  });

  it('leaves out what the API could not take', () => {
    expect(
      auditFiltersQuery({
        companyId: '0',
        entity: 'Reader!',
        action: 'update',
        actorUserId: '12a',
        from: '2026-02-30',
        to: 'yesterday',
      }),
    ).toEqual({ action: 'update' });
  });

  it('tells a reversed range', () => {
    expect(rangeReversed({ from: '2026-11-20', to: '2026-11-01' })).toBe(true);
    expect(rangeReversed({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(rangeReversed({ from: '', to: '2026-11-01' })).toBe(false);
  });
});
