-- The contents' columns in a new order: those every reader's query checks first (state, published,
-- login_required, the dates, the small numbers), then the searched text, then the wide, rarely filtered
-- text. PostgreSQL reads a row's columns in order up to the last one a filter names, and `published` was
-- the 37th: a parameter search checking 30,000 rows spent about a third of its time there
-- (docs/decisions.md, 2026-11-27). PostgreSQL cannot move columns, so the table is copied: same rows and
-- ids, same keys, checks, indexes and references from the other tables.
CREATE TABLE "contents_reordered" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "contents_reordered_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1) CONSTRAINT "contents_id_not_null" NOT NULL,
	"company_id" bigint CONSTRAINT "contents_company_id_not_null" NOT NULL,
	"service_id" bigint CONSTRAINT "contents_service_id_not_null" NOT NULL,
	"state" text DEFAULT 'processing' CONSTRAINT "contents_state_not_null" NOT NULL,
	"published" boolean DEFAULT true CONSTRAINT "contents_published_not_null" NOT NULL,
	"login_required" boolean DEFAULT true CONSTRAINT "contents_login_required_not_null" NOT NULL,
	"published_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone,
	"year" integer,
	"page_count" integer,
	"printable" smallint DEFAULT 0 CONSTRAINT "contents_printable_not_null" NOT NULL,
	"enable_view_book" boolean DEFAULT true CONSTRAINT "contents_enable_view_book_not_null" NOT NULL,
	"view_online" boolean DEFAULT false CONSTRAINT "contents_view_online_not_null" NOT NULL,
	"element_id" text CONSTRAINT "contents_element_id_not_null" NOT NULL,
	"content_code" text,
	"title" text CONSTRAINT "contents_title_not_null" NOT NULL,
	"author" text,
	"distributor_name" text,
	"keywords" text,
	"series" text,
	"param1" text,
	"param2" text,
	"param3" text,
	"param4" text,
	"param5" text,
	"badge" text,
	"file_kind" text,
	"cover_url" text,
	"ref_code" text,
	"failure_code" integer,
	"description" text,
	"toc" text,
	"search_vector" tsvector,
	"import_started_at" timestamp with time zone,
	"import_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() CONSTRAINT "contents_created_at_not_null" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() CONSTRAINT "contents_updated_at_not_null" NOT NULL
);
--> statement-breakpoint
INSERT INTO "contents_reordered" ("id", "company_id", "service_id", "state", "published", "login_required", "published_at", "uploaded_at", "year", "page_count", "printable", "enable_view_book", "view_online", "element_id", "content_code", "title", "author", "distributor_name", "keywords", "series", "param1", "param2", "param3", "param4", "param5", "badge", "file_kind", "cover_url", "ref_code", "failure_code", "description", "toc", "search_vector", "import_started_at", "import_completed_at", "created_at", "updated_at") OVERRIDING SYSTEM VALUE
SELECT "id", "company_id", "service_id", "state", "published", "login_required", "published_at", "uploaded_at", "year", "page_count", "printable", "enable_view_book", "view_online", "element_id", "content_code", "title", "author", "distributor_name", "keywords", "series", "param1", "param2", "param3", "param4", "param5", "badge", "file_kind", "cover_url", "ref_code", "failure_code", "description", "toc", "search_vector", "import_started_at", "import_completed_at", "created_at", "updated_at" FROM "contents";
--> statement-breakpoint
SELECT setval('"contents_reordered_id_seq"', "last_value", "is_called") FROM "contents_id_seq";
--> statement-breakpoint
DROP TABLE "contents" CASCADE;
--> statement-breakpoint
ALTER TABLE "contents_reordered" RENAME TO "contents";
--> statement-breakpoint
ALTER SEQUENCE "contents_reordered_id_seq" RENAME TO "contents_id_seq";
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_pkey" PRIMARY KEY ("id");
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_company_id_id_uq" UNIQUE ("company_id", "id");
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_element_id_check" CHECK ("contents"."element_id" ~ '^[a-z0-9]{20,64}$');
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_printable_check" CHECK ("contents"."printable" in (0, 1, 2));
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_badge_check" CHECK ("contents"."badge" in ('new', 'popular', 'recommend'));
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_state_check" CHECK ("contents"."state" in ('processing', 'published', 'unpublished', 'failed'));
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_file_kind_check" CHECK ("contents"."file_kind" in ('pdf', 'epub'));
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_page_count_check" CHECK ("contents"."page_count" >= 0);
--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_year_check" CHECK ("contents"."year" between 0 and 9999);
--> statement-breakpoint
CREATE UNIQUE INDEX "contents_element_id_uq" ON "contents" USING btree ("element_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "contents_company_code_uq" ON "contents" USING btree ("company_id","content_code") WHERE "contents"."content_code" is not null;
--> statement-breakpoint
CREATE INDEX "contents_company_service_idx" ON "contents" USING btree ("company_id","service_id","state");
--> statement-breakpoint
CREATE INDEX "contents_company_created_idx" ON "contents" USING btree ("company_id","created_at");
--> statement-breakpoint
CREATE INDEX "contents_catalogue_published_idx" ON "contents" USING btree ("company_id","service_id","published_at" DESC NULLS LAST,"id") WHERE "contents"."state" = 'published';
--> statement-breakpoint
CREATE INDEX "contents_catalogue_title_idx" ON "contents" USING btree ("company_id","service_id","title" collate "ja_natural","id") WHERE "contents"."state" = 'published';
--> statement-breakpoint
CREATE INDEX "contents_series_idx" ON "contents" USING btree ("company_id","service_id","series") WHERE "contents"."series" is not null;
--> statement-breakpoint
CREATE INDEX "contents_search_vector_idx" ON "contents" USING gin ("company_id","search_vector");
--> statement-breakpoint
CREATE INDEX "contents_uploaded_idx" ON "contents" USING btree ("company_id","service_id","uploaded_at");
--> statement-breakpoint
CREATE INDEX "contents_param1_lower_idx" ON "contents" USING btree ("company_id","service_id",lower("param1"));
--> statement-breakpoint
CREATE INDEX "contents_param2_lower_idx" ON "contents" USING btree ("company_id","service_id",lower("param2"));
--> statement-breakpoint
CREATE INDEX "contents_param3_lower_idx" ON "contents" USING btree ("company_id","service_id",lower("param3"));
--> statement-breakpoint
CREATE INDEX "contents_param4_lower_idx" ON "contents" USING btree ("company_id","service_id",lower("param4"));
--> statement-breakpoint
CREATE INDEX "contents_param5_lower_idx" ON "contents" USING btree ("company_id","service_id",lower("param5"));
--> statement-breakpoint
CREATE INDEX "contents_trgm_idx" ON "contents" USING gin ("company_id","title" gin_trgm_ops,"author" gin_trgm_ops,"distributor_name" gin_trgm_ops,"keywords" gin_trgm_ops,"series" gin_trgm_ops,"param1" gin_trgm_ops,"param2" gin_trgm_ops,"param3" gin_trgm_ops,"param4" gin_trgm_ops,"param5" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_words" ADD CONSTRAINT "content_words_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_group_contents" ADD CONSTRAINT "content_group_contents_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_hashtags" ADD CONSTRAINT "content_hashtags_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reading_history" ADD CONSTRAINT "reading_history_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_daily_views" ADD CONSTRAINT "content_daily_views_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ANALYZE "contents";
