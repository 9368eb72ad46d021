ALTER TABLE "banner_slides" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banner_slides" ADD COLUMN "title_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;