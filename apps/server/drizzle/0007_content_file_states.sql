ALTER TABLE "content_files" ADD COLUMN "state" text DEFAULT 'processing' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_files" ADD COLUMN "failure_code" integer;--> statement-breakpoint
ALTER TABLE "content_files" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "content_files" ADD COLUMN "cover_mime_type" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "failure_code" integer;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_state_check" CHECK ("content_files"."state" in ('processing', 'ready', 'failed'));