ALTER TABLE "search_boxes" DROP CONSTRAINT "search_boxes_match_values_check";--> statement-breakpoint
CREATE INDEX "contents_uploaded_idx" ON "contents" USING btree ("company_id","service_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "contents_param1_lower_idx" ON "contents" USING btree ("company_id","service_id",lower("param1"));--> statement-breakpoint
CREATE INDEX "contents_param2_lower_idx" ON "contents" USING btree ("company_id","service_id",lower("param2"));--> statement-breakpoint
CREATE INDEX "contents_param3_lower_idx" ON "contents" USING btree ("company_id","service_id",lower("param3"));--> statement-breakpoint
CREATE INDEX "contents_param4_lower_idx" ON "contents" USING btree ("company_id","service_id",lower("param4"));--> statement-breakpoint
CREATE INDEX "contents_param5_lower_idx" ON "contents" USING btree ("company_id","service_id",lower("param5"));--> statement-breakpoint
ALTER TABLE "search_boxes" ADD CONSTRAINT "search_boxes_match_values_check" CHECK ("search_boxes"."operation" not in (4, 5) or cardinality("search_boxes"."match_values") >= 1 or 'contentGroup' = any("search_boxes"."search_fields"));