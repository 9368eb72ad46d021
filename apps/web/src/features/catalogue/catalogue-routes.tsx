import { useParams, useSearchParams } from 'react-router';
import { PlaceholderPage } from '../placeholders/PlaceholderPage.tsx';
import { LazySearchResults, LazySearchStart } from '../search/lazy-search.tsx';
import { searchOfAddress } from '../search/search-address.ts';
import { ContentDetailPage } from './ContentDetailPage.tsx';
import { GroupPage } from './GroupPage.tsx';

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** `/home-search/{contentGroupId}` (the catch-all's `/{contentGroupId}` passes the id itself). */
export function GroupRoute({ groupId }: { groupId?: string }) {
  const params = useParams();
  const id = idOf(groupId ?? params.contentGroupId);
  if (id === null) return <PlaceholderPage topic="group" />;
  return <GroupPage key={id} groupId={id} />;
}

/** `/search/{contentId}`, `/home-search/{contentGroupId}/{contentId}` and the catch-all's content paths. */
export function ContentRoute({ contentId, groupId }: { contentId?: string; groupId?: string }) {
  const params = useParams();
  const id = contentId ?? params.contentId ?? '';
  return <ContentDetailPage key={id} contentId={id} groupId={idOf(groupId ?? params.contentGroupId)} />;
}

/**
 * `/search`, `/home-search` and `/home-search/{contentGroupId}`: the results of the search in the
 * address (parameter, full-text inside the group when there is one, or a hashtag's books: search type
 * 4); without one, `/search` and `/home-search` invite a search and a group's path shows the group.
 */
export function SearchRoute() {
  const [params] = useSearchParams();
  const { contentGroupId } = useParams();
  const search = searchOfAddress(params);
  if (search) return <LazySearchResults search={search} groupId={idOf(contentGroupId)} />;
  if (contentGroupId !== undefined) return <GroupRoute />;
  return <LazySearchStart />;
}
