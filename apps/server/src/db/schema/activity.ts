/**
 * What users do with contents: favourites, reading history (recently read, resume position) and daily
 * view counts (the "popular" group and usage reports).
 */
import { check, date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { atLeast, matches } from './checks.ts';
import { createdAt, id, ref, tstz } from './columns.ts';
import { companyId, tenantFk } from './companies.ts';
import { contentGroups, contents } from './contents.ts';
import { users } from './users.ts';

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    companyId: companyId(),
    userId: ref('user_id').notNull(),
    contentId: ref('content_id').notNull(),
    /** Group the content was favourited from (for links back); NULL when unknown or deleted. */
    contentGroupId: ref('content_group_id').references(() => contentGroups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('favourites_user_fk', [t.companyId, t.userId], [users.companyId, users.id]),
    tenantFk('favourites_content_fk', [t.companyId, t.contentId], [contents.companyId, contents.id]),
    // A content is in a user's favourites at most once (code 783).
    unique('favourites_user_content_uq').on(t.companyId, t.userId, t.contentId),
    index('favourites_user_created_idx').on(t.companyId, t.userId, t.createdAt),
    index('favourites_content_idx').on(t.companyId, t.contentId),
  ],
);

/** One row per (user, content): last opened, where the reader stopped, how often. */
export const readingHistory = pgTable(
  'reading_history',
  {
    id: id(),
    companyId: companyId(),
    userId: ref('user_id').notNull(),
    contentId: ref('content_id').notNull(),
    contentGroupId: ref('content_group_id').references(() => contentGroups.id, { onDelete: 'set null' }),
    /** Last page seen (PDF) or NULL. */
    lastPage: integer('last_page'),
    /** Reader position for EPUB (CFI) or other formats. */
    position: text('position'),
    /** The reader's zoom in the PDF viewer: 'auto', 'fitWidth', 'fitPage' or a scale ('1.5'); NULL until chosen. */
    zoom: text('zoom'),
    viewCount: integer('view_count').notNull().default(1),
    firstReadAt: tstz('first_read_at').notNull().defaultNow(),
    lastReadAt: tstz('last_read_at').notNull().defaultNow(),
  },
  (t) => [
    tenantFk('reading_history_user_fk', [t.companyId, t.userId], [users.companyId, users.id]),
    tenantFk('reading_history_content_fk', [t.companyId, t.contentId], [contents.companyId, contents.id]),
    check('reading_history_view_count_check', atLeast(t.viewCount, 1)),
    check('reading_history_last_page_check', atLeast(t.lastPage, 1)),
    check('reading_history_zoom_check', matches(t.zoom, '^(auto|fitWidth|fitPage|[0-9](\\.[0-9]{1,3})?)$')),
    unique('reading_history_user_content_uq').on(t.companyId, t.userId, t.contentId),
    index('reading_history_user_recent_idx').on(t.companyId, t.userId, t.lastReadAt),
    index('reading_history_content_idx').on(t.companyId, t.contentId),
  ],
);

/** Views per content and day (UTC), incremented by upsert when a viewer token is issued. */
export const contentDailyViews = pgTable(
  'content_daily_views',
  {
    companyId: companyId(),
    contentId: ref('content_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'content_daily_views_pk', columns: [t.companyId, t.contentId, t.day] }),
    tenantFk('content_daily_views_content_fk', [t.companyId, t.contentId], [contents.companyId, contents.id]),
    check('content_daily_views_views_check', atLeast(t.views, 0)),
    index('content_daily_views_day_idx').on(t.companyId, t.day),
  ],
);

/**
 * Who has been counted in a day's views of a content (`content_daily_views` counts one view per viewer,
 * content and UTC day). `viewer_key`: `u:<user id>`, or `v:` and a keyed hash of a visitor's address and
 * browser. The popular ranking counts them over its period; rows older than the company's longest
 * popular period are deleted as openings pass by.
 */
export const contentDailyViewers = pgTable(
  'content_daily_viewers',
  {
    companyId: companyId(),
    day: date('day', { mode: 'string' }).notNull(),
    contentId: ref('content_id').notNull(),
    viewerKey: text('viewer_key').notNull(),
  },
  (t) => [
    primaryKey({ name: 'content_daily_viewers_pk', columns: [t.companyId, t.day, t.contentId, t.viewerKey] }),
    tenantFk(
      'content_daily_viewers_content_fk',
      [t.companyId, t.contentId],
      [contents.companyId, contents.id],
    ),
  ],
);
