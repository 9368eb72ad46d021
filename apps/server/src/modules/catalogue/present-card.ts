import type { CatalogueCard, ContentBadge } from '@hondana/contract';
import { contentAccessOf, planStateOf, type ReaderContentFlags } from '../viewer/reader-access.ts';
import type { CardContext, CardRow } from './catalogue-query.ts';

/** The thumbnail beside a cover URL (`…/large?v=3` → `…/small?v=3`). */
const thumbnailOf = (coverUrl: string | null) => coverUrl?.replace('/large?', '/small?') ?? null;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One badge per content: the administrator's recommendation first, then popular, then new. */
function badgeOf(row: CardRow): ContentBadge | null {
  if (row.is_recommend) return 'recommend';
  if (row.is_popular) return 'popular';
  if (row.is_new) return 'new';
  return null;
}

/** A card row's facts of the reader-access table. */
export const contentFlagsOfCard = (row: CardRow): ReaderContentFlags => ({
  loginRequired: row.login_required,
  viewOnline: row.view_online,
  viewBook: row.enable_view_book,
  plan: planStateOf(row.is_subscription_plan, row.is_registered),
});

/** A content as a reader's card, with the caller's outcomes of the reader-access table. */
export function presentCard(row: CardRow, context: Pick<CardContext, 'viewer' | 'route'>): CatalogueCard {
  const { viewer, route } = context;
  return {
    id: row.element_id,
    detailId: row.element_id,
    contentId: row.content_code,
    type: badgeOf(row),
    isFavorite: row.is_favorite,
    isRegistered: row.is_registered,
    isSubscriptionPlan: row.is_subscription_plan,
    title: row.title,
    author: row.author,
    distributorName: row.distributor_name,
    series: row.series,
    year: row.year,
    keywords: row.keywords,
    param1: row.param1,
    param2: row.param2,
    param3: row.param3,
    param4: row.param4,
    param5: row.param5,
    fileKind: row.file_kind,
    coverUrl: row.cover_url,
    coverThumbnailUrl: thumbnailOf(row.cover_url),
    view: row.enable_view_book,
    viewOnline: row.view_online,
    loginRequired: row.login_required,
    publishedAt: iso(row.published_at),
    access: contentAccessOf({
      caller: viewer.caller,
      route: route ?? 'content',
      ...viewer.portal,
      content: contentFlagsOfCard(row),
    }),
  };
}
