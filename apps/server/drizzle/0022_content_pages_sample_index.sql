-- The pages of one book in eight (by a hash of its id) in a page index of their own: a search for words on
-- many pages takes its first candidate pages from them, and the words' bitmap is an eighth as large
-- (modules/search/full-text-search-query.ts `inSample`, docs/decisions.md 2026-11-27).
CREATE INDEX "content_pages_sample_idx" ON "content_pages" USING gin ("service_id","content_id","search_vector") WHERE (hashint8("content_pages"."content_id") & 7) = 0;