import type { z } from 'zod';
import { ApiError } from './api-error.ts';

export const API_BASE = '/api/v1';
export const REQUEST_TIMEOUT_MS = 300_000;

type Primitive = string | number | boolean;
export type Query = Record<string, Primitive | null | undefined | Primitive[]>;

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** The `data` schema of the success envelope; the answer is checked against it. */
  schema: S;
  /** Access token sent as X-Access-Token. */
  token?: string | undefined;
  signal?: AbortSignal;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Empty values are removed before sending (seed 001 §1). */
export function withoutEmptyValues<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((v) => !isEmpty(v)).map(withoutEmptyValues) as T;
  if (value && typeof value === 'object' && !(value instanceof Blob) && !(value instanceof FormData)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => !isEmpty(v))
        .map(([k, v]) => [k, withoutEmptyValues(v)]),
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

/** One typed call of the API: resolves with the envelope's `data`, or rejects with an ApiError. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort());
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers['x-access-token'] = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${queryString(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(withoutEmptyValues(options.body)),
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(0, 'api.error.unknown', null, path);
  } finally {
    clearTimeout(timer);
  }
  const envelope = (await response.json().catch(() => null)) as {
    status?: number;
    message?: string;
    data?: unknown;
  } | null;
  if (!envelope || typeof envelope.status !== 'number') {
    throw new ApiError(response.ok ? 0 : response.status, 'api.error.unknown', null, path);
  }
  if (envelope.status !== 200) {
    throw new ApiError(
      envelope.status,
      envelope.message ?? `api.error.${envelope.status}`,
      envelope.data ?? null,
      path,
    );
  }
  const parsed = options.schema.safeParse(envelope.data);
  if (!parsed.success) throw new ApiError(0, 'api.error.unknown', null, path);
  return parsed.data;
}
