import { type ApiRoutes, CONTENT_DATA_PART, CONTENT_FILE_PART, ResultCode } from '@hondana/contract';
import { fillPath, type RouteIndexEntry, routeIndex } from '@hondana/contract/route-index';
import type { z } from 'zod';
import { useSession } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';
import { API_BASE, pageTenantHint, type Query, queryString, withTenantHint } from './client.ts';
import { withErrorTexts } from './error-texts.ts';

/** Routes that take a multipart upload (`upload: { file, data?, accept }` in the contract). */
export type UploadRouteName = {
  [N in keyof ApiRoutes]: ApiRoutes[N] extends { upload: object } ? N : never;
}[keyof ApiRoutes];

type RouteOf<N extends UploadRouteName> = ApiRoutes[N];
type ParamsOf<N extends UploadRouteName> =
  RouteOf<N> extends { params: infer P extends z.ZodType } ? z.input<P> : undefined;
type QueryOf<N extends UploadRouteName> =
  RouteOf<N> extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
type DataOf<N extends UploadRouteName> =
  RouteOf<N> extends { uploadData: infer D extends z.ZodType } ? z.input<D> : undefined;
type ResultOf<N extends UploadRouteName> = z.output<RouteOf<N>['response']>;

export interface UploadInput<N extends UploadRouteName> {
  file: Blob & { name?: string };
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  /** The JSON part (`content-data`), sent before the file as the server reads it first. */
  data?: DataOf<N>;
  /** Called with the rounded percent of the bytes sent (0-100). */
  onProgress?: (percent: number) => void;
}

export interface Upload<T> {
  /** The envelope's `data`, or an ApiError (status 0 when no answer arrived or the upload was cancelled). */
  result: Promise<T>;
  /** Cancels the upload (xhr.abort); `result` then rejects with `cancelled` set. */
  cancel(): void;
}

/** An upload that ended because the user cancelled it. */
export class UploadCancelled extends ApiError {
  constructor(path: string) {
    super(0, 'api.error.unknown', null, path);
    this.name = 'UploadCancelled';
  }
}

/**
 * A multipart upload by route name, with progress: fetch cannot report the bytes it has sent, so this
 * uses XMLHttpRequest. Sends the session's token and the page's tenant hint like `callApi`, the JSON
 * part (`content-data`) first, then the part `file`: the part names every upload route of the contract
 * uses (the CSV import has no JSON part).
 */
export function uploadFile<N extends UploadRouteName>(name: N, input: UploadInput<N>): Upload<ResultOf<N>> {
  const spec: RouteIndexEntry = routeIndex[name];
  const hint = spec.tenant === 'none' ? undefined : pageTenantHint();
  const query = withTenantHint(input.query as Record<string, unknown> | undefined, undefined, hint);
  const url = `${API_BASE}${fillPath(spec.path, input.params as Record<string, unknown> | undefined)}${queryString(query as Query | undefined)}`;
  const form = new FormData();
  if (input.data !== undefined) form.append(CONTENT_DATA_PART, JSON.stringify(input.data));
  form.append(CONTENT_FILE_PART, input.file, input.file.name ?? 'file');

  const xhr = new XMLHttpRequest();
  let cancelled = false;
  const result = new Promise<ResultOf<N>>((resolve, reject) => {
    xhr.open(spec.method, url);
    xhr.setRequestHeader('accept', 'application/json');
    const token = useSession.getState().token;
    if (token) xhr.setRequestHeader('x-access-token', token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        input.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      const envelope = parseEnvelope(xhr.responseText);
      if (!envelope) reject(new ApiError(xhr.status >= 400 ? xhr.status : 0, 'api.error.unknown', null, url));
      else if (envelope.status !== ResultCode.OK)
        reject(
          new ApiError(
            envelope.status,
            envelope.message ?? `api.error.${envelope.status}`,
            envelope.data ?? null,
            url,
          ),
        );
      else {
        input.onProgress?.(100);
        resolve(envelope.data as ResultOf<N>);
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'api.error.unknown', null, url)));
    xhr.addEventListener('abort', () =>
      reject(cancelled ? new UploadCancelled(url) : new ApiError(0, 'api.error.unknown', null, url)),
    );
    xhr.send(form);
  }).catch(withErrorTexts);
  return {
    result,
    cancel() {
      cancelled = true;
      xhr.abort();
    },
  };
}

function parseEnvelope(text: string): { status: number; message?: string; data?: unknown } | null {
  try {
    const value = JSON.parse(text) as { status?: unknown };
    return value && typeof value.status === 'number' ? (value as { status: number }) : null;
  } catch {
    return null;
  }
}

/**
 * Downloads a file answer of an API route that needs the token header (an <a href> cannot send it):
 * fetched as a blob, then saved through an object URL under `fileName`.
 */
export function downloadFile(
  name: keyof ApiRoutes,
  fileName: string,
  query?: Query,
  params?: Record<string, unknown>,
): Promise<Blob> {
  return download(name, fileName, query, params).catch(withErrorTexts);
}

async function download(
  name: keyof ApiRoutes,
  fileName: string,
  query?: Query,
  params?: Record<string, unknown>,
): Promise<Blob> {
  const spec: RouteIndexEntry = routeIndex[name];
  const hint = spec.tenant === 'none' ? undefined : pageTenantHint();
  const url = `${API_BASE}${fillPath(spec.path, params)}${queryString(withTenantHint(query, undefined, hint) as Query | undefined)}`;
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { 'x-access-token': token } : {} });
  } catch {
    throw new ApiError(0, 'api.error.unknown', null, url);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = parseEnvelope(await response.text());
    const status = envelope?.status ?? response.status;
    throw new ApiError(status, envelope?.message ?? `api.error.${status}`, envelope?.data ?? null, url);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  const objectUrl = URL.createObjectURL(blob);
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: Chromium reads the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  return blob;
}
