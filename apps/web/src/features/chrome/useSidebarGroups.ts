import { type ContentGroupSummary, ContentGroupType } from '@hondana/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { usePublicContentGroups } from '../../api/queries.ts';
import { contentGroupKeys } from '../../api/query-keys.ts';
import { useSession } from '../../session/session-store.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';

/** The sidebar's special groups: favourite, recently read, new, popular, recommend, in that order. */
const specialOrder: readonly number[] = [
  ContentGroupType.FAVORITE,
  ContentGroupType.RECENTLY,
  ContentGroupType.NEW,
  ContentGroupType.POPULAR,
  ContentGroupType.RECOMMEND,
];

export interface SidebarGroups {
  special: ContentGroupSummary[];
  normal: ContentGroupSummary[];
  /** A list has arrived (or the public one failed): what follows the groups may be drawn in place. */
  settled: boolean;
}

/**
 * The sidebar's groups: a visitor's come from the public list; a signed-in reader's from their own
 * list (`userContentGroups`), which adds favourites and recently read. Special groups follow the
 * seed's order, the others their ordinal.
 */
export function useSidebarGroups(): SidebarGroups {
  const { hint } = useTenant();
  const userId = useSession((s) => (s.isAuthenticated ? (s.user?.id ?? null) : null));
  const signedIn = userId !== null;
  const visitor = usePublicContentGroups();
  const reader = useQuery({
    queryKey: contentGroupKeys.reader(hint, userId),
    queryFn: () => callApi('userContentGroups', { query: hint }),
    enabled: signedIn,
    staleTime: 60_000,
  });
  // Until the reader's list arrives, the public one keeps the sidebar from jumping.
  const groups = (signedIn ? (reader.data ?? visitor.data) : visitor.data) ?? [];
  const byOrdinal = [...groups].sort((a, b) => a.ordinal - b.ordinal || a.id - b.id);
  return {
    special: byOrdinal
      .filter((g) => specialOrder.includes(g.type))
      .sort((a, b) => specialOrder.indexOf(a.type) - specialOrder.indexOf(b.type)),
    normal: byOrdinal.filter((g) => !specialOrder.includes(g.type)),
    settled: groups.length > 0 || visitor.isFetched,
  };
}
