ALTER TABLE "subscription_plans" DROP CONSTRAINT "subscription_plans_payment_gateway_check";--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "image_url_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "description_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "payment_gateways" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_payment_gateways_check" CHECK ("subscription_plans"."payment_gateways" <@ array['card', 'card_alt', 'member_id', 'sandbox']::text[]);--> statement-breakpoint
UPDATE "subscription_plans" SET "payment_gateways" = array["payment_gateway"] WHERE "payment_gateway" IS NOT NULL;