DROP INDEX "content_pages_search_vector_idx";--> statement-breakpoint
DROP INDEX "content_pages_trgm_idx";--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "service_id" bigint;--> statement-breakpoint
-- Existing pages take their content's service; every vector is written again by the backfill
-- (modules/search/full-text-backfill.ts) with the bigram tokenizer.
UPDATE "content_pages" p SET "service_id" = c."service_id", "search_vector" = NULL FROM "contents" c WHERE c."company_id" = p."company_id" AND c."id" = p."content_id";--> statement-breakpoint
UPDATE "contents" SET "search_vector" = NULL WHERE "search_vector" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ALTER COLUMN "service_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "content_pages_search_idx" ON "content_pages" USING gin ("service_id","content_id","search_vector");--> statement-breakpoint
CREATE INDEX "content_pages_unindexed_idx" ON "content_pages" USING btree ("company_id","content_id","page_no") WHERE "content_pages"."search_vector" is null;
