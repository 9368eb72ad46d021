import { useParams, useSearchParams } from 'react-router';
import { PlaceholderPage } from '../placeholders/PlaceholderPage.tsx';
import { ContentDetailPage } from './ContentDetailPage.tsx';
import { GroupPage } from './GroupPage.tsx';
import { HashtagPage } from './HashtagPage.tsx';

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

/** `/search`: a hashtag's books when a hashtag chip opened it (`?hashtag=`); the search itself comes later. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const hashtag = idOf(params.get('hashtag') ?? undefined);
  if (hashtag === null) return <PlaceholderPage topic="search" />;
  return <HashtagPage key={hashtag} hashtagId={hashtag} />;
}
