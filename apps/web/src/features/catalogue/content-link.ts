/**
 * The portal path of a content's detail: `/{contentGroupId}/{contentId}` from a group,
 * `/search/{contentId}` from search results, else `/{contentId}`.
 */
export function contentPath(id: string, from: { groupId?: number | null; search?: boolean } = {}): string {
  if (from.search) return `/search/${id}`;
  return from.groupId ? `/${from.groupId}/${id}` : `/${id}`;
}
