/** Share links an administrator makes for a content: its detail and viewer open with no login. */
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { atLeast } from './checks.ts';
import { createdAt, id, ref, tstz } from './columns.ts';
import { companyId, serviceFk, serviceId, tenantFk } from './companies.ts';
import { contents } from './contents.ts';

export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    contentId: ref('content_id').notNull(),
    /** SHA-256 (hex) of the token: what a `/content/{token}` or `/direct-view/{token}` call is looked up by. */
    tokenHash: text('token_hash').notNull(),
    /** The token sealed under a key derived from the master key, so the list can offer the link again. */
    tokenSealed: text('token_sealed').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    /** Viewer openings allowed; NULL = no limit until it expires. */
    maxViews: integer('max_views'),
    viewCount: integer('view_count').notNull().default(0),
    /** The administrator who made it (no FK: links outlive a deleted account until they expire). */
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    serviceFk('share_links', t),
    tenantFk('share_links_content_fk', [t.companyId, t.contentId], [contents.companyId, contents.id]),
    check('share_links_max_views_check', atLeast(t.maxViews, 1)),
    check('share_links_view_count_check', atLeast(t.viewCount, 0)),
    uniqueIndex('share_links_token_hash_uq').on(t.tokenHash),
    index('share_links_content_idx').on(t.companyId, t.contentId, t.createdAt),
  ],
);
