import { isReserved } from '../../tenant/tenant-location.ts';

/** What a viewer address opens: a content (and the group it was opened from) or a share link. */
export type ViewerSource =
  | { kind: 'content'; contentId: string; groupId: number | null }
  | { kind: 'share'; tokenId: string };

export const viewerSourceKey = (source: ViewerSource): string =>
  source.kind === 'share' ? `share:${source.tokenId}` : `content:${source.contentId}:${source.groupId ?? ''}`;

export const positiveInt = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The viewer address of a path, as the portal's routes read it: `[/{servicePath}]/view-online/{id}
 * [/{contentGroupId}]` or `[/{servicePath}]/direct-view/{viewToken}`; null for any other page.
 */
export function viewerAddressOf(pathname: string): { source: ViewerSource; servicePath?: string } | null {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const first = segments[0];
  const servicePath = first !== undefined && !isReserved(first) ? first.toLowerCase() : undefined;
  const [route, id, group, ...rest] = servicePath ? segments.slice(1) : segments;
  if (!id || rest.length > 0) return null;
  if (route === 'direct-view' && group === undefined)
    return { source: { kind: 'share', tokenId: id }, servicePath };
  if (route === 'view-online') {
    return { source: { kind: 'content', contentId: id, groupId: positiveInt(group) }, servicePath };
  }
  return null;
}
