import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { type ErrorContext, notifyApiError } from './notify.ts';

/**
 * `meta` a query or mutation may carry: `silent` when the caller handles the failure itself (the
 * tenant settings, whose failure leads to /404), or an error context for the silent-code rules.
 */
export interface ApiMeta extends Record<string, unknown> {
  silent?: boolean;
  errorContext?: ErrorContext;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiMeta;
    mutationMeta: ApiMeta;
  }
}

const onError = (error: unknown, meta: ApiMeta | undefined) => {
  if (!meta?.silent) notifyApiError(error, i18next.t, meta?.errorContext);
};

/** One client for the app, with the one global API-error handler of seed 001 §8. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, mutation.meta) }),
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
}
