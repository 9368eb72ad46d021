/**
 * Catalogue: contents (books, documents), their stored files, extracted page text for full-text search,
 * content groups and hashtags. User activity on contents (favourites, reading history) is in activity.ts.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PdfOpening } from '../../../../../packages/contract/src/api/viewer.ts';
import {
  type ContentBadge,
  type ContentFileState,
  type ContentGroupType,
  type ContentState,
  contentBadges,
  contentFileStates,
  contentGroupTypes,
  contentStates,
  type FileKind,
  fileKinds,
  type Language,
  type PrintMode,
  printModes,
} from '../../../../../packages/contract/src/enums.ts';
import { atLeast, between, inList, matches } from './checks.ts';
import {
  createdAt,
  emptyJsonObject,
  id,
  ordinal,
  params,
  ref,
  timestamps,
  tstz,
  tsvector,
} from './columns.ts';
import { companyId, serviceFk, serviceId, tenantFk } from './companies.ts';

/** Public id of a content in routes (`/{contentId}`): 20-64 lowercase letters and digits. */
export const ELEMENT_ID_PATTERN = '^[a-z0-9]{20,64}$';

export const contents = pgTable(
  'contents',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    // The columns every reader's query checks come first: PostgreSQL reads a row's columns in order up
    // to the last one a filter names, and a search checks thousands of rows (docs/decisions.md,
    // 2026-11-27, migration 0020). Wide, rarely filtered text comes last.
    state: text('state').$type<ContentState>().notNull().default('processing'),
    /** The administrator's choice: shown to readers (published) or hidden once a file is ready. */
    published: boolean('published').notNull().default(true),
    loginRequired: boolean('login_required').notNull().default(true),
    publishedAt: tstz('published_at'),
    uploadedAt: tstz('uploaded_at'),
    year: integer('year'),
    pageCount: integer('page_count'),
    printable: smallint('printable').$type<PrintMode>().notNull().default(0),
    enableViewBook: boolean('enable_view_book').notNull().default(true),
    viewOnline: boolean('view_online').notNull().default(false),
    /** Random public id (globally unique, never reused), used in URLs instead of the numeric id. */
    elementId: text('element_id').notNull(),
    /** The tenant's own "content id" (CSV import key), unique per company. */
    contentCode: text('content_code'),
    title: text('title').notNull(),
    author: text('author'),
    distributorName: text('distributor_name'),
    keywords: text('keywords'),
    series: text('series'),
    ...params(),
    badge: text('badge').$type<ContentBadge>(),
    fileKind: text('file_kind').$type<FileKind>(),
    coverUrl: text('cover_url'),
    refCode: text('ref_code'),
    /** Result code of the refusal when `state` is failed (the first file could not be processed). */
    failureCode: integer('failure_code'),
    description: text('description'),
    toc: text('toc'),
    /** Title (weight A) and other metadata (B) as full-text lexemes (modules/search/full-text-vector.ts). */
    searchVector: tsvector('search_vector'),
    importStartedAt: tstz('import_started_at'),
    importCompletedAt: tstz('import_completed_at'),
    ...timestamps(),
  },
  (t) => [
    serviceFk('contents', t),
    check('contents_element_id_check', matches(t.elementId, ELEMENT_ID_PATTERN)),
    check('contents_printable_check', inList(t.printable, printModes)),
    check('contents_badge_check', inList(t.badge, contentBadges)),
    check('contents_state_check', inList(t.state, contentStates)),
    check('contents_file_kind_check', inList(t.fileKind, fileKinds)),
    check('contents_page_count_check', atLeast(t.pageCount, 0)),
    check('contents_year_check', between(t.year, 0, 9999)),
    // Exception to "indexes lead with company_id": the element id is a global random public key.
    uniqueIndex('contents_element_id_uq').on(t.elementId),
    unique('contents_company_id_id_uq').on(t.companyId, t.id),
    uniqueIndex('contents_company_code_uq')
      .on(t.companyId, t.contentCode)
      .where(sql`${t.contentCode} is not null`),
    index('contents_company_service_idx').on(t.companyId, t.serviceId, t.state),
    index('contents_company_created_idx').on(t.companyId, t.createdAt),
    // Readers' catalogue (modules/catalogue): newest first, by title in Japanese order, a series' volumes.
    index('contents_catalogue_published_idx')
      .on(t.companyId, t.serviceId, t.publishedAt.desc(), t.id)
      .where(sql`${t.state} = 'published'`),
    index('contents_catalogue_title_idx')
      .on(t.companyId, t.serviceId, sql`${t.title} collate "ja_natural"`, t.id)
      .where(sql`${t.state} = 'published'`),
    index('contents_series_idx').on(t.companyId, t.serviceId, t.series).where(sql`${t.series} is not null`),
    index('contents_search_vector_idx').using('gin', t.companyId, t.searchVector),
    // Parameter search (modules/search/parameter-conditions.ts): upload-date ranges, and choice values and
    // `YYYY/MM/DD` ranges on the params (compared as lower(param)).
    index('contents_uploaded_idx').on(t.companyId, t.serviceId, t.uploadedAt),
    index('contents_param1_lower_idx').on(t.companyId, t.serviceId, sql`lower(${t.param1})`),
    index('contents_param2_lower_idx').on(t.companyId, t.serviceId, sql`lower(${t.param2})`),
    index('contents_param3_lower_idx').on(t.companyId, t.serviceId, sql`lower(${t.param3})`),
    index('contents_param4_lower_idx').on(t.companyId, t.serviceId, sql`lower(${t.param4})`),
    index('contents_param5_lower_idx').on(t.companyId, t.serviceId, sql`lower(${t.param5})`),
    // Partial-match search (ILIKE '%x%') over the searchable fields; needs pg_trgm + btree_gin.
    index('contents_trgm_idx').using(
      'gin',
      t.companyId,
      t.title.op('gin_trgm_ops'),
      t.author.op('gin_trgm_ops'),
      t.distributorName.op('gin_trgm_ops'),
      t.keywords.op('gin_trgm_ops'),
      t.series.op('gin_trgm_ops'),
      t.param1.op('gin_trgm_ops'),
      t.param2.op('gin_trgm_ops'),
      t.param3.op('gin_trgm_ops'),
      t.param4.op('gin_trgm_ops'),
      t.param5.op('gin_trgm_ops'),
    ),
  ],
);

/**
 * A PDF's picture of page 1 (WebP), sealed with the file's own key under `firstPageKeyOf(storage_key)`:
 * page 1's size in PDF points, and the plain size and chunk size the sealed picture opens with.
 */
export type StoredFirstPagePreview = {
  pageWidth: number;
  pageHeight: number;
  plainSize: number;
  chunkSize: number;
};

/** Stored file versions of a content (the original, encrypted at rest). `replace-content` adds a version. */
export const contentFiles = pgTable(
  'content_files',
  {
    id: id(),
    companyId: companyId(),
    contentId: ref('content_id').notNull(),
    version: integer('version').notNull().default(1),
    isCurrent: boolean('is_current').notNull().default(true),
    /** Key of the encrypted object in the storage adapter. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    fileKind: text('file_kind').$type<FileKind>().notNull(),
    /** Plain-text size and SHA-256 (hex) of the original. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Per-content AES-256-GCM key, wrapped by the master key (base64). NULL while not yet encrypted. */
    encKeyWrapped: text('enc_key_wrapped'),
    encChunkSize: integer('enc_chunk_size'),
    /** processing (uploaded, the job has not finished), ready (readers may get it), failed. */
    state: text('state').$type<ContentFileState>().notNull().default('processing'),
    /** Result code of the refusal when `state` is failed. */
    failureCode: integer('failure_code'),
    pageCount: integer('page_count'),
    /** Media type of the cover images made from this file (NULL: none made yet). */
    coverMimeType: text('cover_mime_type'),
    /** PDF: the byte spans the viewer reads before page 1 is drawn, recorded at processing (NULL: not known). */
    pdfOpening: jsonb('pdf_opening').$type<PdfOpening>(),
    /** PDF: the picture of page 1 made at processing, sealed beside the file (NULL: none). */
    firstPagePreview: jsonb('first_page_preview').$type<StoredFirstPagePreview>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('content_files_state_check', inList(t.state, contentFileStates)),
    tenantFk('content_files_content_fk', [t.companyId, t.contentId], [contents.companyId, contents.id]),
    check('content_files_file_kind_check', inList(t.fileKind, fileKinds)),
    check('content_files_size_check', atLeast(t.sizeBytes, 0)),
    unique('content_files_version_uq').on(t.companyId, t.contentId, t.version),
    uniqueIndex('content_files_current_uq').on(t.companyId, t.contentId).where(sql`${t.isCurrent}`),
  ],
);

/** Extracted text of each page, for full-text search with page numbers. Natural key: (content, page). */
export const contentPages = pgTable(
  'content_pages',
  {
    companyId: companyId(),
    /** The content's service (a content never changes service): leads the full-text index. */
    serviceId: serviceId(),
    contentId: ref('content_id').notNull(),
    /** 1-based page number (EPUB: spine item / section number). */
    pageNo: integer('page_no').notNull(),
    text: text('text').notNull().default(''),
    /**
     * Japanese character bigrams and other scripts' words of the folded text (modules/search/
     * full-text-tokens.ts), written by the processing job; NULL until written (a backfill fills older rows).
     */
    searchVector: tsvector('search_vector'),
    /**
     * The pairs of adjacent words of the folded text (modules/search/full-text-vector.ts `wordPair`), by
     * which phrases of words are found; '' for a page without any, NULL until written (as above).
     */
    phraseVector: tsvector('phrase_vector'),
  },
  (t) => [
    primaryKey({ name: 'content_pages_pk', columns: [t.companyId, t.contentId, t.pageNo] }),
    tenantFk('content_pages_content_fk', [t.companyId, t.contentId], [contents.companyId, contents.id]),
    check('content_pages_page_no_check', atLeast(t.pageNo, 1)),
    // Full-text search over a service, or inside given books (btree_gin for the scalar columns).
    index('content_pages_search_idx').using('gin', t.serviceId, t.contentId, t.searchVector),
    index('content_pages_phrase_idx').using('gin', t.serviceId, t.contentId, t.phraseVector),
    // The pages of one book in eight, for words on many pages (full-text-search-query.ts `inSample`).
    index('content_pages_sample_idx')
      .using('gin', t.serviceId, t.contentId, t.searchVector)
      .where(sql`(hashint8(${t.contentId}) & 7) = 0`),
    // Rows the full-text backfill has still to write (none once it has run).
    index('content_pages_unindexed_idx')
      .on(t.companyId, t.contentId, t.pageNo)
      .where(sql`${t.searchVector} is null or ${t.phraseVector} is null`),
  ],
);

/**
 * The words a content's pages hold, one row per content with pages (no positions): a group's search asks
 * a book's row before probing its pages, so the books without the words cost a key lookup, not a probe
 * of the page index (modules/search/full-text-search-query.ts). Written with the pages. A row that fits
 * in a page is kept in it, not in the TOAST table (migration 0021, which drizzle cannot declare): a group's
 * search reads a thousand of them.
 */
export const contentWords = pgTable(
  'content_words',
  {
    companyId: companyId(),
    contentId: ref('content_id').notNull(),
    /** Every lexeme of the pages' `search_vector`, stripped. */
    words: tsvector('words').notNull(),
  },
  (t) => [
    primaryKey({ name: 'content_words_pk', columns: [t.companyId, t.contentId] }),
    tenantFk('content_words_content_fk', [t.companyId, t.contentId], [contents.companyId, contents.id]),
  ],
);

export const contentGroups = pgTable(
  'content_groups',
  {
    /** Numeric on purpose: routes put group ids in the URL, and a group slot with letters redirects home. */
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    name: text('name').notNull(),
    /** Per-language names: { en?, ja?, vn? }; `name` is the fallback. */
    nameTranslations: jsonb('name_translations')
      .$type<Partial<Record<Language, string>>>()
      .notNull()
      .default(emptyJsonObject),
    type: smallint('type').$type<ContentGroupType>().notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    refCode: text('ref_code'),
    ordinal: ordinal(),
    isWrapLine: boolean('is_wrap_line').notNull().default(false),
    itemSize: integer('item_size'),
    numRow: integer('num_row'),
    isShow: boolean('is_show').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    serviceFk('content_groups', t),
    check('content_groups_type_check', inList(t.type, contentGroupTypes)),
    check('content_groups_num_row_check', atLeast(t.numRow, 1)),
    check('content_groups_item_size_check', atLeast(t.itemSize, 1)),
    unique('content_groups_company_id_id_uq').on(t.companyId, t.id),
    index('content_groups_company_service_idx').on(t.companyId, t.serviceId, t.ordinal),
    uniqueIndex('content_groups_name_uq').on(t.companyId, t.serviceId, sql`lower(${t.name})`),
    // Each special group (favourite, recently read, new, popular, recommend) exists at most once per service.
    uniqueIndex('content_groups_special_uq').on(t.companyId, t.serviceId, t.type).where(sql`${t.type} <> 1`),
    uniqueIndex('content_groups_default_uq').on(t.companyId, t.serviceId).where(sql`${t.isDefault}`),
  ],
);

/** Membership of contents in (normal) content groups. */
export const contentGroupContents = pgTable(
  'content_group_contents',
  {
    companyId: companyId(),
    contentGroupId: ref('content_group_id').notNull(),
    contentId: ref('content_id').notNull(),
    ordinal: ordinal(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'content_group_contents_pk', columns: [t.companyId, t.contentGroupId, t.contentId] }),
    tenantFk(
      'content_group_contents_group_fk',
      [t.companyId, t.contentGroupId],
      [contentGroups.companyId, contentGroups.id],
    ),
    tenantFk(
      'content_group_contents_content_fk',
      [t.companyId, t.contentId],
      [contents.companyId, contents.id],
    ),
    index('content_group_contents_content_idx').on(t.companyId, t.contentId),
    // A group's own order (sortField 12), walked page by page.
    index('content_group_contents_order_idx').on(t.companyId, t.contentGroupId, t.ordinal, t.contentId),
  ],
);

export const hashtags = pgTable(
  'hashtags',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    serviceFk('hashtags', t),
    unique('hashtags_company_id_id_uq').on(t.companyId, t.id),
    uniqueIndex('hashtags_name_uq').on(t.companyId, t.serviceId, sql`lower(${t.name})`),
  ],
);

export const contentHashtags = pgTable(
  'content_hashtags',
  {
    companyId: companyId(),
    contentId: ref('content_id').notNull(),
    hashtagId: ref('hashtag_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'content_hashtags_pk', columns: [t.companyId, t.contentId, t.hashtagId] }),
    tenantFk('content_hashtags_content_fk', [t.companyId, t.contentId], [contents.companyId, contents.id]),
    tenantFk('content_hashtags_hashtag_fk', [t.companyId, t.hashtagId], [hashtags.companyId, hashtags.id]),
    index('content_hashtags_hashtag_idx').on(t.companyId, t.hashtagId),
  ],
);
