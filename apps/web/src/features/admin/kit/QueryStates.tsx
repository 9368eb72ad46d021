import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';
import { LoadingSkeleton } from './LoadingSkeleton.tsx';

/** What a list's query hook gives (TanStack Query's result, narrowed to what the states read). */
export interface ListQuery<D> {
  data: D | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A console list's loading, failed and empty states around what it shows once loaded. Data already
 * shown stays when a later refetch (a poll, another page) fails.
 */
export function QueryStates<D>({
  query,
  loadFailedTitle,
  isEmpty,
  emptyText,
  children,
}: {
  query: ListQuery<D>;
  loadFailedTitle?: string;
  /** Without it the loaded data is never empty here (a table shows its own empty state). */
  isEmpty?: (data: D) => boolean;
  emptyText?: string;
  children: (data: D) => ReactNode;
}) {
  if (query.data === undefined) {
    if (!query.isError) return <LoadingSkeleton />;
    return <ErrorState error={query.error} title={loadFailedTitle} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data)) return <EmptyState text={emptyText} />;
  return <>{children(query.data)}</>;
}
