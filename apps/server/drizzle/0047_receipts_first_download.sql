ALTER TABLE "receipts" ALTER COLUMN "reissue_count" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "first_downloaded_at" timestamp with time zone;