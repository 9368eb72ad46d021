import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { i18n as i18next } from '../i18n/i18n.ts';
import { announceClosedByLimit, isClosedByLimit } from '../session/closed-by-limit.ts';
import { reauthorize } from '../session/session-actions.ts';
import type { PendingAction } from '../session/session-store.ts';
import { isUnauthorized } from '../session/unauthorized.ts';
import type { ErrorContext } from './notify.ts';

/**
 * `meta` a query or mutation may carry: `silent` when the caller handles the failure itself (the
 * tenant settings, whose failure leads to /404), an error context for the silent-code rules, and
 * `reauthorize: false` for the calls that must not open the login when they answer "unauthorized"
 * (the login itself).
 */
export interface ApiMeta extends Record<string, unknown> {
  silent?: boolean;
  errorContext?: ErrorContext;
  reauthorize?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiMeta;
    mutationMeta: ApiMeta;
  }
}

/**
 * An unauthorized-type answer ends the session and opens the login: the login dialog
 * says why, so no toast. A failed mutation is replayed after the login; queries are fetched again
 * anyway when the user signs in.
 */
const onError = (error: unknown, meta: ApiMeta | undefined, replay?: PendingAction) => {
  if (meta?.reauthorize !== false && isUnauthorized(error)) {
    // A session closed by a login elsewhere is the one end the reader is told about.
    if (isClosedByLimit(error)) void announceClosedByLimit();
    reauthorize(replay);
    return;
  }
  // The toast code (Mantine's notifications store) is fetched with the first toast.
  if (!meta?.silent)
    void import('./notify.ts').then((m) => m.notifyApiError(error, i18next.t, meta?.errorContext));
};

/** One client for the app, with the one global API-error handler. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, variables, _c, mutation) =>
        onError(error, mutation.meta, () =>
          client.getMutationCache().build(client, mutation.options).execute(variables),
        ),
    }),
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: retryUnlessRefused } },
  });
  return client;
}

/** One retry, as before, except after an unauthorized answer: a login cures it, not a retry. */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !isUnauthorized(error);
}
