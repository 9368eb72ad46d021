import type { ReaderZoom, ReadingPosition } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import {
  companyIs,
  type ServiceScope,
  serviceIs,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

type PositionRow = {
  last_page: number | null;
  position: string | null;
  zoom: string | null;
};

/** The zoom as the column keeps it (a mode's name, or the scale as text). */
const zoomText = (zoom: ReaderZoom | undefined): string | null =>
  zoom === undefined ? null : typeof zoom === 'number' ? String(zoom) : zoom;

const zoomOf = (text: string | null): ReaderZoom | null =>
  text === null ? null : text === 'auto' || text === 'fitWidth' || text === 'fitPage' ? text : Number(text);

const positionOf = (row: PositionRow | undefined): ReadingPosition | null =>
  row && (row.last_page !== null || row.position !== null || row.zoom !== null)
    ? { lastPage: row.last_page, position: row.position, zoom: zoomOf(row.zoom) }
    : null;

/**
 * One opening of a content: a view of the day, counted once per viewer (a reader, or a visitor's
 * address and browser: `viewKeyOf`), content and UTC day, and the viewer kept for the popular ranking's
 * distinct readers; and for a reader their history row (the recently-read group: view count, last read,
 * the group they came from when it is one of the service's). Answers the reader's saved place.
 */
export async function recordOpening(
  db: Executor,
  scope: ServiceScope,
  contentId: number,
  viewKey: string,
  reader: { userId: number; groupId: number | null } | null,
): Promise<ReadingPosition | null> {
  const today = sql`(now() at time zone 'utc')::date`;
  await db.execute(sql`
    with counted as (
      insert into content_daily_viewers (company_id, content_id, day, viewer_key)
      values (${scope.companyId}, ${contentId}, ${today}, ${viewKey})
      on conflict do nothing
      returning 1)
    insert into content_daily_views (company_id, content_id, day, views)
    select ${scope.companyId}, ${contentId}, ${today}, 1 from counted
    on conflict (company_id, content_id, day) do update set views = content_daily_views.views + 1`);
  // The popular ranking counts distinct viewers over the company's longest popular period (30 days
  // when no service set one); older rows go as the next opening passes by.
  await db.execute(sql`
    delete from content_daily_viewers where ${companyIs('content_daily_viewers', scope)}
      and day <= ${today} - (select greatest(30, coalesce(max(s.popular_period_days), 30))
        from content_search_result_settings s where ${companyIs('s', scope)})`);
  if (!reader) return null;
  const group =
    reader.groupId === null
      ? sql`null::bigint`
      : sql`(select g.id from content_groups g where ${serviceIs('g', scope)} and g.id = ${reader.groupId})`;
  const result = await db.execute<PositionRow>(sql`
    insert into reading_history (company_id, user_id, content_id, content_group_id)
    values (${scope.companyId}, ${reader.userId}, ${contentId}, ${group})
    on conflict (company_id, user_id, content_id) do update set
      view_count = reading_history.view_count + 1,
      last_read_at = now(),
      content_group_id = coalesce(excluded.content_group_id, reading_history.content_group_id)
    returning last_page, position, zoom`);
  return positionOf(result.rows[0]);
}

/** The reader's saved place in a content, without counting anything. */
export async function savedPosition(
  db: Executor,
  scope: TenantScope,
  userId: number,
  contentId: number,
): Promise<ReadingPosition | null> {
  const result = await db.execute<PositionRow>(sql`
    select last_page, position, zoom from reading_history
    where ${companyIs('reading_history', scope)} and user_id = ${userId} and content_id = ${contentId}`);
  return positionOf(result.rows[0]);
}

/** Saves where the reader is; only the fields sent change. False when the content is gone. */
export async function savePosition(
  db: Executor,
  scope: TenantScope,
  userId: number,
  contentId: number,
  place: { lastPage?: number | undefined; position?: string | undefined; zoom?: ReaderZoom | undefined },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into reading_history (company_id, user_id, content_id, last_page, position, zoom)
    select c.company_id, ${userId}, c.id, ${place.lastPage ?? null}::int, ${place.position ?? null}::text,
      ${zoomText(place.zoom)}::text
    from contents c where ${companyIs('c', scope)} and c.id = ${contentId}
    on conflict (company_id, user_id, content_id) do update set
      last_page = coalesce(excluded.last_page, reading_history.last_page),
      position = coalesce(excluded.position, reading_history.position),
      zoom = coalesce(excluded.zoom, reading_history.zoom),
      last_read_at = now()
    returning id`);
  return result.rows.length > 0;
}
