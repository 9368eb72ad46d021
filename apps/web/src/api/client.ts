import { type ApiRoutes, ResultCode, type RouteName } from '@hondana/contract';
import { type RouteIndexEntry, routeIndex } from '@hondana/contract/route-index';
import type { z } from 'zod';
import { useSession } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { takeEarlyAnswer } from './early-answers.ts';
import { withErrorTexts } from './error-texts.ts';
import { referrerHeaders } from './referrer-header.ts';
import { type CallParts, callUrl, type TenantHint, withoutEmptyValues } from './request-url.ts';

export {
  API_BASE,
  type Query,
  queryString,
  type TenantHint,
  withoutEmptyValues,
  withTenantHint,
} from './request-url.ts';
export const REQUEST_TIMEOUT_MS = 300_000;

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

/**
 * Looked up per route through interfaces: written as one intersection over a generic name, TypeScript
 * expands it to every combination of params, query and body across routes, past what it can represent.
 */
type CallInputsOf = {
  [N in RouteName]: Part<ApiRoutes[N], 'params'> & Part<ApiRoutes[N], 'query'> & Part<ApiRoutes[N], 'body'>;
};
interface CallInputs extends CallInputsOf {}
/** What a caller sends to the route `N`: its params, query and body as the contract's schemas accept them. */
export type CallInput<N extends RouteName> = CallInputs[N];

/** The `data` of the route's success envelope. */
export type CallData<N extends JsonRouteName> = ApiRoutes[N]['response'] extends z.ZodType
  ? z.output<ApiRoutes[N]['response']>
  : never;

export interface CallOptions {
  /** Token to send instead of the session's (a token the store does not hold yet, or any more). */
  token?: string;
  /** Tenant hint instead of the page's; `null` sends none (a call about the token's own session). */
  hint?: TenantHint | null;
  signal?: AbortSignal;
  /** Send the body's null and [] values (an update's "clear this field") instead of dropping them. */
  keepNulls?: boolean;
}

type CallArgsTable = {
  [N in RouteName]: object extends CallInput<N>
    ? [input?: CallInput<N>, options?: CallOptions]
    : [input: CallInput<N>, options?: CallOptions];
};
interface CallArgsOf extends CallArgsTable {}
type CallArgs<N extends RouteName> = CallArgsOf[N];

/** The page's tenant: the tenant portal's hint (set when its session is bound); none on the admin site. */
export function pageTenantHint(): TenantHint | undefined {
  const scope = useSession.getState().scope;
  return scope?.site === 'tenant' ? scope.hint : undefined;
}

/**
 * Calls the API by the contract's route name: `callApi('userDetail', { params: { id } })`. The path is
 * filled from the params, a route that needs a login sends the session's token (read now, so a call
 * replayed after a new login sends the new token), a tenant route carries the page's tenant hint so
 * the server can tell that the session belongs to this portal. Resolves with the envelope's `data`,
 * typed by the route's response schema, or rejects with an ApiError. The route is found in the
 * contract's schema-free index: the server already encodes every answer through that schema
 * (serializer.ts), so checking it again here would only put zod in the first download.
 */
export async function callApi<N extends JsonRouteName>(name: N, ...args: CallArgs<N>): Promise<CallData<N>> {
  const [input, options = {}] = args as unknown as [CallParts | undefined, CallOptions?];
  const spec: RouteIndexEntry = routeIndex[name];
  const parts = input ?? {};
  const hint =
    spec.tenant === 'none' || options.hint === null ? undefined : (options.hint ?? pageTenantHint());
  const token = spec.isPublic ? undefined : (options.token ?? useSession.getState().token ?? undefined);
  return apiRequest<CallData<N>>(callUrl(spec, parts, hint), {
    method: spec.method,
    body: parts.body,
    token,
    headers: referrerHeaders(name),
    signal: options.signal,
    keepNulls: options.keepNulls ?? false,
  }).catch(withErrorTexts);
}

interface RequestOptions {
  method: RouteIndexEntry['method'];
  body: unknown;
  /** Access token sent as X-Access-Token. */
  token: string | undefined;
  /** Headers of the call beside those every call sends (the referrer of a referrer-checked call). */
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
  keepNulls: boolean;
}

/**
 * One HTTP exchange: resolves with the envelope's `data`, or rejects with an ApiError. A GET the boot
 * already asked (early-answers.ts) takes that answer instead of asking again.
 */
async function apiRequest<T>(url: string, options: RequestOptions): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort());
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers['x-access-token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  const early = options.method === 'GET' ? takeEarlyAnswer(url, options.token) : undefined;
  try {
    response = await (early ??
      fetch(url, {
        method: options.method,
        headers,
        body:
          options.body === undefined
            ? undefined
            : JSON.stringify(withoutEmptyValues(options.body, options.keepNulls)),
        signal: controller.signal,
      }));
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
