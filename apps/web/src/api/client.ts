import { type ApiRoutes, ResultCode, type RouteName } from '@hondana/contract';
import { fillPath, type RouteIndexEntry, routeIndex } from '@hondana/contract/route-index';
import type { z } from 'zod';
import { useSession } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { withErrorTexts } from './error-texts.ts';

export const API_BASE = '/api/v1';
export const REQUEST_TIMEOUT_MS = 300_000;

type Primitive = string | number | boolean;
export type Query = Record<string, Primitive | null | undefined | Primitive[]>;

const isEmpty = (value: unknown, keepNulls = false) =>
  value === undefined ||
  value === '' ||
  (!keepNulls && (value === null || (Array.isArray(value) && value.length === 0)));

/**
 * Empty values are removed before sending (seed 001 §1). With `keepNulls`, null and [] stay: in an
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

/* ---------------------------------------------------------------------------------------------- */
/* Calls by route name                                                                              */
/* ---------------------------------------------------------------------------------------------- */

/** Routes that answer JSON (the branding images answer bytes and are plain <img> sources). */
export type JsonRouteName = {
  [N in RouteName]: ApiRoutes[N]['response'] extends z.ZodType ? N : never;
}[RouteName];

/** One part of a call's input: required when its schema needs something, absent without a schema. */
type Part<S, K extends 'params' | 'query' | 'body'> = S extends { [P in K]: infer T extends z.ZodType }
  ? object extends z.input<T>
    ? { [P in K]?: z.input<T> }
    : { [P in K]: z.input<T> }
  : { [P in K]?: never };

/** What a caller sends to the route `N`: its params, query and body as the contract's schemas accept them. */
export type CallInput<N extends RouteName> = Part<ApiRoutes[N], 'params'> &
  Part<ApiRoutes[N], 'query'> &
  Part<ApiRoutes[N], 'body'>;

/** The `data` of the route's success envelope. */
export type CallData<N extends JsonRouteName> = ApiRoutes[N]['response'] extends z.ZodType
  ? z.output<ApiRoutes[N]['response']>
  : never;

/** The tenant a portal page belongs to, as the server reads it (`domain` = host, `path` = service path). */
export interface TenantHint {
  domain: string;
  path?: string | undefined;
}

export interface CallOptions {
  /** Token to send instead of the session's (a token the store does not hold yet, or any more). */
  token?: string;
  /** Tenant hint instead of the page's; `null` sends none (a call about the token's own session). */
  hint?: TenantHint | null;
  signal?: AbortSignal;
  /** Send the body's null and [] values (an update's "clear this field") instead of dropping them. */
  keepNulls?: boolean;
}

type CallArgs<N extends RouteName> =
  object extends CallInput<N>
    ? [input?: CallInput<N>, options?: CallOptions]
    : [input: CallInput<N>, options?: CallOptions];

/** The page's tenant: the tenant portal's hint (set when its session is bound); none on the admin site. */
export function pageTenantHint(): TenantHint | undefined {
  const scope = useSession.getState().scope;
  return scope?.site === 'tenant' ? scope.hint : undefined;
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

/**
 * Calls the API by the contract's route name: `callApi('userDetail', { params: { id } })`. The path is
 * filled from the params, a route that needs a login sends the session's token (read now, so a call
 * replayed after a new login sends the new token), a tenant route carries the page's tenant hint so
 * the server can tell that the session belongs to this portal. Resolves with the envelope's `data`,
 * typed by the route's response schema, or rejects with an ApiError. The route is found in the
 * contract's schema-free index: the server already encodes every answer through that schema
 * (serializer.ts), so checking it again here would only put zod in the first download (issue 8 §1).
 */
export async function callApi<N extends JsonRouteName>(
  name: N,
  ...[input, options = {}]: CallArgs<N>
): Promise<CallData<N>> {
  const spec: RouteIndexEntry = routeIndex[name];
  const { params, query, body } =
    (input as
      | {
          params?: Record<string, unknown>;
          query?: Record<string, unknown>;
          body?: unknown;
        }
      | undefined) ?? {};
  const hint =
    spec.tenant === 'none' || options.hint === null ? undefined : (options.hint ?? pageTenantHint());
  const token = spec.isPublic ? undefined : (options.token ?? useSession.getState().token ?? undefined);
  return apiRequest<CallData<N>>(`${spec.base ?? API_BASE}${fillPath(spec.path, params)}`, {
    method: spec.method,
    query: withTenantHint(query, body, hint) as Query | undefined,
    body,
    token,
    signal: options.signal,
    keepNulls: options.keepNulls ?? false,
  }).catch(withErrorTexts);
}

interface RequestOptions {
  method: RouteIndexEntry['method'];
  query: Query | undefined;
  body: unknown;
  /** Access token sent as X-Access-Token. */
  token: string | undefined;
  signal: AbortSignal | undefined;
  keepNulls: boolean;
}

/** One HTTP exchange: resolves with the envelope's `data`, or rejects with an ApiError. */
async function apiRequest<T>(url: string, options: RequestOptions): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort());
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers['x-access-token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${url}${queryString(options.query)}`, {
      method: options.method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : JSON.stringify(withoutEmptyValues(options.body, options.keepNulls)),
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(0, 'api.error.unknown', null, url);
  } finally {
    clearTimeout(timer);
  }
  const envelope = (await response.json().catch(() => null)) as {
    status?: number;
    message?: string;
    data?: unknown;
  } | null;
  if (!envelope || typeof envelope.status !== 'number') {
    throw new ApiError(response.ok ? 0 : response.status, 'api.error.unknown', null, url);
  }
  if (envelope.status !== ResultCode.OK) {
    throw new ApiError(
      envelope.status,
      envelope.message ?? `api.error.${envelope.status}`,
      envelope.data ?? null,
      url,
    );
  }
  return envelope.data as T;
}
