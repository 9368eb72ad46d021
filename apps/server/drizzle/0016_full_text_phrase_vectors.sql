-- Pages get their word pairs in a vector of their own (phrase_vector), and a content's metadata vector
-- holds its word pairs too (modules/search/full-text-vector.ts): the worker's backfill writes what is NULL.
DROP INDEX "content_pages_unindexed_idx";--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "phrase_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "content_pages_phrase_idx" ON "content_pages" USING gin ("service_id","content_id","phrase_vector");--> statement-breakpoint
CREATE INDEX "content_pages_unindexed_idx" ON "content_pages" USING btree ("company_id","content_id","page_no") WHERE "content_pages"."search_vector" is null or "content_pages"."phrase_vector" is null;--> statement-breakpoint
UPDATE "contents" SET "search_vector" = NULL WHERE "search_vector" IS NOT NULL;
