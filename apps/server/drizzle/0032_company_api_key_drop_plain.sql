DROP INDEX "companies_api_key_uq";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "api_key";