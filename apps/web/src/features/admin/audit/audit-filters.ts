import type { AuditFilters } from '@hondana/contract';

/** The list's filters as the address holds them: ids as digits, days as `YYYY-MM-DD`, '' when unset. */
export type AuditFilterValues = {
  companyId: string;
  entity: string;
  action: string;
  actorUserId: string;
  from: string;
  to: string;
};

export const emptyAuditFilters: AuditFilterValues = {
  companyId: '',
  entity: '',
  action: '',
  actorUserId: '',
  from: '',
  to: '',
};

const ROW_ID = /^[1-9]\d{0,15}$/;
const NAME = /^[a-z][A-Za-z0-9.]{0,63}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a day in the browser's time zone, as an instant; null when the text is no calendar day. */
export function dayStart(day: string, addDays = 0): string | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // 2026-02-30 would roll over to March: a calendar day reads back as itself.
  if (new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10) !== day) return null;
  return new Date(year, month - 1, date + addDays).toISOString();
}

/** Whether the first day comes after the last (the server refuses such a range). */
export const rangeReversed = (filters: Pick<AuditFilterValues, 'from' | 'to'>) =>
  filters.from !== '' && filters.to !== '' && filters.from > filters.to;

/**
 * What the API's filters are for the address's: days become instants (the first day from its start,
 * the last day up to the next day's start, so it is included), and a value the API could not take is
 * left out rather than sent (an address typed by hand).
 */
export function auditFiltersQuery(values: AuditFilterValues): AuditFilters {
  const query: AuditFilters = {};
  if (ROW_ID.test(values.companyId)) query.companyId = Number(values.companyId);
  if (ROW_ID.test(values.actorUserId)) query.actorUserId = Number(values.actorUserId);
  if (NAME.test(values.entity)) query.entity = values.entity;
  if (NAME.test(values.action)) query.action = values.action;
  const from = dayStart(values.from);
  const to = dayStart(values.to, 1);
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}
