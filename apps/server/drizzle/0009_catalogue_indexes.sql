-- Readers' catalogue (modules/catalogue). Titles sort in Japanese order with numbers compared as numbers
-- (ICU 'ja-u-kn-true': kana interleave, 第2巻 before 第10巻); the database's own collation is C.
CREATE COLLATION IF NOT EXISTS "ja_natural" (provider = icu, locale = 'ja-u-kn-true');--> statement-breakpoint
CREATE INDEX "content_group_contents_order_idx" ON "content_group_contents" USING btree ("company_id","content_group_id","ordinal","content_id");--> statement-breakpoint
CREATE INDEX "contents_catalogue_published_idx" ON "contents" USING btree ("company_id","service_id","published_at" DESC NULLS LAST,"id") WHERE "contents"."state" = 'published';--> statement-breakpoint
CREATE INDEX "contents_catalogue_title_idx" ON "contents" USING btree ("company_id","service_id","title" collate "ja_natural","id") WHERE "contents"."state" = 'published';--> statement-breakpoint
CREATE INDEX "contents_series_idx" ON "contents" USING btree ("company_id","service_id","series") WHERE "contents"."series" is not null;