ALTER TABLE "companies" ADD COLUMN "gmo_shop_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gmo_shop_pass_enc" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gmo_site_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gmo_site_pass_enc" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "member_id_merchant" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "member_id_api_key_enc" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invoice_registration_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_invoice_registration_number_check" CHECK ("companies"."invoice_registration_number" ~ '^T[0-9]{13}$');