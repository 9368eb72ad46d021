import type { QueryKey } from '@tanstack/react-query';

/**
 * Every react-query key of the web app, one factory per area. A key starts with its area, so a
 * whole area can be matched (`tenantKeys.all`) and nobody spells a key by hand.
 */

type TenantHint = { domain: string; path: string | undefined };

export const tenantKeys = {
  all: ['tenant'] as const,
  viewSettings: (hint: TenantHint) =>
    [...tenantKeys.all, 'view-settings', hint.domain, hint.path ?? ''] as const,
  /** The education-ID provider's pages for this portal (the header's registration link, my page). */
  externalIdPages: (hint: TenantHint) =>
    [...tenantKeys.all, 'external-id-pages', hint.domain, hint.path ?? ''] as const,
};

export const contentGroupKeys = {
  all: ['content-groups'] as const,
  public: (hint: TenantHint) => [...contentGroupKeys.all, 'public', hint.domain, hint.path ?? ''] as const,
  reader: (hint: TenantHint, userId: string | number | null | undefined) =>
    [...contentGroupKeys.all, 'reader', hint.domain, hint.path ?? '', userId ?? null] as const,
  /** Every group the administrator's scope reaches (`GET /content-group/all`). */
  admin: () => [...contentGroupKeys.all, 'admin'] as const,
};

export const accountKeys = {
  all: ['account'] as const,
  detail: (id: string | number | null | undefined) => [...accountKeys.all, 'detail', id ?? null] as const,
};

export const outboxKeys = {
  all: ['demo-outbox'] as const,
  page: (hint: TenantHint, page: number) =>
    [...outboxKeys.all, 'page', hint.domain, hint.path ?? '', page] as const,
  available: (hint: TenantHint) => [...outboxKeys.all, 'available', hint.domain, hint.path ?? ''] as const,
};

/** Mailed links (`?token=`): the answer is cached per token, so the call is made once. */
export const mailedLinkKeys = {
  all: ['mailed-link'] as const,
  resetCheck: (token: string) => [...mailedLinkKeys.all, 'reset-password', token] as const,
  call: (name: string, token: string) => [...mailedLinkKeys.all, name, token] as const,
};

export const portalKeys = {
  all: ['portals'] as const,
  directory: () => [...portalKeys.all, 'directory'] as const,
};

/** Whether a key belongs to an area (`isKeyOf(query.queryKey, tenantKeys)`). */
export function isKeyOf(key: QueryKey, area: { all: readonly unknown[] }): boolean {
  return area.all.every((part, index) => key[index] === part);
}

/** Content administration: the list pages (with their filters), one content, a CSV import run. */
/** User groups of the administration (list pages and details). */
export const userGroupKeys = {
  all: ['user-groups'] as const,
  page: (filters: Record<string, unknown>) => [...userGroupKeys.all, 'page', filters] as const,
  members: (id: number, filters: Record<string, unknown>) =>
    [...userGroupKeys.all, 'members', id, filters] as const,
  candidates: (id: number, keyword: string) => [...userGroupKeys.all, 'candidates', id, keyword] as const,
};

/** Readers of the administration: list pages (with their filters), one reader, its delete impact, a bulk run. */
export const readerKeys = {
  all: ['readers'] as const,
  pages: () => [...readerKeys.all, 'page'] as const,
  page: (filters: Record<string, unknown>) => [...readerKeys.pages(), filters] as const,
  detail: (id: number) => [...readerKeys.all, 'detail', id] as const,
  impact: (id: number) => [...readerKeys.all, 'impact', id] as const,
  bulkRun: (id: number) => [...readerKeys.all, 'bulk-run', id] as const,
  importRun: (id: number) => [...readerKeys.all, 'import', id] as const,
  importRows: (id: number, filters: Record<string, unknown>) =>
    [...readerKeys.all, 'import', id, 'rows', filters] as const,
};

/** The audit trail: its list pages (with their filters) and one entity's history. */
export const auditKeys = {
  all: ['audit'] as const,
  page: (filters: Record<string, unknown>) => [...auditKeys.all, 'page', filters] as const,
  history: (entity: string, entityId: string, companyId: number | null) =>
    [...auditKeys.all, 'history', entity, entityId, companyId] as const,
};

export const contentKeys = {
  all: ['contents'] as const,
  pages: () => [...contentKeys.all, 'page'] as const,
  page: (filters: Record<string, unknown>) => [...contentKeys.pages(), filters] as const,
  detail: (id: number) => [...contentKeys.all, 'detail', id] as const,
  csvImport: (id: number) => [...contentKeys.all, 'csv-import', id] as const,
};

/**
 * The readers' catalogue: listings (a group, hashtag or series page), details, series volumes and
 * hashtags, each per tenant and per reader (cards carry the reader's favourite and plan flags). A
 * favourite change invalidates `catalogueKeys.all`: every card and detail shows the new state.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  page: (hint: TenantHint, userId: string | number | null, filters: Record<string, unknown>) =>
    [...catalogueKeys.all, 'page', hint.domain, hint.path ?? '', userId, filters] as const,
  detail: (hint: TenantHint, userId: string | number | null, id: string, groupId: number | null) =>
    [...catalogueKeys.all, 'detail', hint.domain, hint.path ?? '', userId, id, groupId] as const,
  series: (hint: TenantHint, userId: string | number | null, id: string, size: number) =>
    [...catalogueKeys.all, 'series', hint.domain, hint.path ?? '', userId, id, size] as const,
  hashtags: (hint: TenantHint, userId: string | number | null) =>
    [...catalogueKeys.all, 'hashtags', hint.domain, hint.path ?? '', userId] as const,
  hashtagPage: (hint: TenantHint, userId: string | number | null, filters: Record<string, unknown>) =>
    [...catalogueKeys.all, 'hashtag-page', hint.domain, hint.path ?? '', userId, filters] as const,
};
