/**
 * The content group a portal path shows: `/{groupId}`, `/{groupId}/{contentId}` or
 * `/home-search/{groupId}/…`; null elsewhere.
 */
export function currentGroupId(pathname: string): string | null {
  const [first, second] = pathname.split('/').filter(Boolean);
  const candidate = first === 'home-search' ? second : first;
  return candidate && /^\d+$/.test(candidate) ? candidate : null;
}
