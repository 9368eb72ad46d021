/**
 * Searching the catalogue: the
 * parameter search over the boxes of a tab, and the full-text search inside the books.
 *
 * Values of a search request: a text box sends its text; a single-choice box one value, a multi-choice
 * box several (or content group ids in `contentGroupIdList` when the box offers groups); a range box
 * `[from, to]` as dates `YYYY/MM/DD`, either end empty for an open end — the client turns
 * a month pick into its first or last day and a year pick into 1 January or 31 December. Empty values
 * are dropped.
 */
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.ts';
import { catalogueCardSchema, catalogueSortQuerySchema } from './catalogue.ts';
import { rowIdSchema } from './row-id.ts';
import { tenantQuerySchema } from './tenant-query.ts';

/** A search date as the seed writes it: `YYYY/MM/DD` (a real calendar day is checked by the server: 408). */
export const SEARCH_DATE_PATTERN = /^\d{4}\/\d{2}\/\d{2}$/;

const flagQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** One entry of a search: the box and what the reader gave it. */
export const searchRequestSchema = z.object({
  searchBoxId: z.number().int().positive(),
  value: z
    .union([z.string().max(255), z.array(z.string().max(255)).max(100)])
    .nullable()
    .optional(),
  contentGroupIdList: z.array(z.number().int().positive()).max(100).optional(),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** `POST /content/search`, `POST /content/public/search` body: the search requests of one tab. */
export const parameterSearchBodySchema = z.array(searchRequestSchema).max(50);

/**
 * Their query: paging, sort (a search-result sort field code; absent or 12 = relevance,
 * then newest), and the seed's client flags: `is_mobile_app` and `is_new_search` are accepted; a new
 * search starts at page 1 whatever `page` says.
 */
export const parameterSearchQuerySchema = tenantQuerySchema
  .extend(pageQuerySchema.shape)
  .extend(catalogueSortQuerySchema.shape)
  .extend({
    is_mobile_app: flagQuery.optional(),
    is_new_search: flagQuery.optional(),
  });

/** The full-text query string: 1-200 characters after trimming; quoted parts are phrases. */
export const searchKeySchema = z.string().trim().min(1).max(200);

/** `POST /content/public/full-text-search`, `POST /content/full-text-search` query (names as sent). */
export const fullTextSearchQuerySchema = tenantQuerySchema
  .extend(pageQuerySchema.shape)
  .extend(catalogueSortQuerySchema.shape)
  .extend({
    searchKey: searchKeySchema,
    /** Only the contents of this group (any type the reader may open). */
    contentGroupId: rowIdSchema.optional(),
    isMobileApp: flagQuery.optional(),
    is_new_search: flagQuery.optional(),
  });
export type FullTextSearchQuery = z.infer<typeof fullTextSearchQuerySchema>;

/** A piece of a snippet: text as extracted, `hit` when it is (part of) a searched word. */
export const snippetPartSchema = z.object({ text: z.string(), hit: z.boolean() });

/** One matching page of a book: where it is and the words around the match. */
export const fullTextPageHitSchema = z.object({
  /** PDF: the page number; EPUB: the section (spine item) number, 1-based. The viewer opens there. */
  pageNo: z.number().int().min(1),
  snippet: z.array(snippetPartSchema),
});
export type FullTextPageHit = z.infer<typeof fullTextPageHitSchema>;

/** A book found by full-text search: its card, where the words were found, its best pages. */
export const fullTextHitSchema = catalogueCardSchema.extend({
  matchedInTitle: z.boolean(),
  /** In author, keywords, description, table of contents, series or params. */
  matchedInMetadata: z.boolean(),
  /** How many pages of the book match (the `pages` are the best few of them, in page order). */
  pageHitCount: z.number().int().min(0),
  pages: z.array(fullTextPageHitSchema).max(5),
  /**
   * Null when the caller may open the book; otherwise the result code the viewer would refuse it with
   * (839 a plan is needed, 745 not viewable by this caller: docs/reader-access.md), and `pages` is empty:
   * no text of a book the caller may not read.
   */
  refusal: z.number().int().nullable(),
});
export type FullTextHit = z.infer<typeof fullTextHitSchema>;

export const fullTextSearchPageSchema = pageSchema(fullTextHitSchema).extend({
  /** The searched terms after normalisation (what the viewer highlights). */
  terms: z.array(z.string()),
});
export type FullTextSearchPage = z.infer<typeof fullTextSearchPageSchema>;
