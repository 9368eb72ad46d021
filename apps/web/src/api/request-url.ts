import { fillPath, type RouteIndexEntry } from '@hondana/contract/route-index';

/**
 * The address of an API call, built the same way by the app's calls (client.ts, upload.ts) and by the
 * boot's early requests (boot/early-requests.ts), which run before the app's code and must ask the
 * very address the app will then look for. No dependency beyond the contract's route index.
 */
export const API_BASE = '/api/v1';

type Primitive = string | number | boolean;
export type Query = Record<string, Primitive | null | undefined | Primitive[]>;

const isEmpty = (value: unknown, keepNulls = false) =>
  value === undefined ||
  value === '' ||
  (!keepNulls && (value === null || (Array.isArray(value) && value.length === 0)));

/**
 * Empty values are removed before sending. With `keepNulls`, null and [] stay: in an
 * update they mean "clear this field" (absent = unchanged); undefined and '' are still removed.
 */
export function withoutEmptyValues<T>(value: T, keepNulls = false): T {
  const clean = (v: unknown) => withoutEmptyValues(v, keepNulls);
  if (Array.isArray(value)) return value.filter((v) => !isEmpty(v, keepNulls)).map(clean) as T;
  if (value && typeof value === 'object' && !(value instanceof Blob) && !(value instanceof FormData)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => !isEmpty(v, keepNulls))
        .map(([k, v]) => [k, clean(v)]),
    ) as T;
  }
  return value;
}

export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(withoutEmptyValues(query))) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The tenant a portal page belongs to, as the server reads it (`domain` = host, `path` = service path). */
export interface TenantHint {
  domain: string;
  path?: string | undefined;
}

const PATH_KEYS = ['path', 'service_path', 'servicePath'] as const;

const has = (source: unknown, key: string) =>
  source !== null && typeof source === 'object' && !isEmpty((source as Record<string, unknown>)[key]);

/**
 * The query of a call to a tenant route: the caller's, plus `domain` and `path` of the hint unless the
 * caller named them itself (in the query or the body; `service_path`/`servicePath` count as `path`).
 */
export function withTenantHint(
  query: Record<string, unknown> | undefined,
  body: unknown,
  hint: TenantHint | undefined,
): Record<string, unknown> | undefined {
  if (!hint) return query;
  const given = (key: string) => has(query, key) || has(body, key);
  const added: Record<string, unknown> = {};
  if (!given('domain')) added.domain = hint.domain;
  if (!PATH_KEYS.some(given)) added.path = hint.path;
  return { ...query, ...added };
}

export interface CallParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The whole address of a call to `spec`: its path filled from the params, the query with the tenant hint. */
export function callUrl(spec: RouteIndexEntry, parts: CallParts, hint: TenantHint | undefined): string {
  const query = withTenantHint(parts.query, parts.body, hint);
  return `${spec.base ?? API_BASE}${fillPath(spec.path, parts.params)}${queryString(query as Query | undefined)}`;
}
