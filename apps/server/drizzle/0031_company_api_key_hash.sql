ALTER TABLE "companies" ADD COLUMN "api_key_hash" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "api_key_hint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_api_key_hash_uq" ON "companies" USING btree ("api_key_hash") WHERE "companies"."api_key_hash" is not null;--> statement-breakpoint
UPDATE "companies" SET "api_key_hash" = encode(sha256(convert_to("api_key", 'UTF8')), 'hex'), "api_key_hint" = right("api_key", 4) WHERE "api_key" IS NOT NULL;
