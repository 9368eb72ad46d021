-- The words of each content's pages in one row (modules/search/full-text-index.ts): a group's full-text search
-- skips the books without the words by this row. Written here for pages that have their vectors; the worker's
-- backfill writes the rest as it writes their pages' vectors.
CREATE TABLE "content_words" (
	"company_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"words" "tsvector" NOT NULL,
	CONSTRAINT "content_words_pk" PRIMARY KEY("company_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "content_words" ADD CONSTRAINT "content_words_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_words" ADD CONSTRAINT "content_words_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "content_words" ("company_id", "content_id", "words")
SELECT p."company_id", p."content_id",
  coalesce(array_to_tsvector(array_agg(DISTINCT u.lexeme) FILTER (WHERE u.lexeme IS NOT NULL)), ''::tsvector)
FROM "content_pages" p LEFT JOIN LATERAL unnest(p."search_vector") u ON true
GROUP BY p."company_id", p."content_id"
HAVING bool_and(p."search_vector" IS NOT NULL);
