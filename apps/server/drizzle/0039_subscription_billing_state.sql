ALTER TABLE "user_subscriptions" DROP CONSTRAINT "user_subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP CONSTRAINT "user_subscriptions_period_no_check";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP CONSTRAINT "user_subscriptions_cancelled_check";--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP CONSTRAINT "user_subscriptions_refunded_check";--> statement-breakpoint
DROP INDEX "user_subscriptions_active_uq";--> statement-breakpoint
DROP INDEX "user_subscriptions_billing_idx";--> statement-breakpoint
DROP INDEX "user_subscriptions_user_idx";--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "access_ends_at_backfill" timestamp with time zone;--> statement-breakpoint
UPDATE "user_subscriptions" SET "billing_state" = "status", "access_ends_at_backfill" = case when "status" in ('ACTIVE', 'CANCEL') then "current_period_end" end;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ALTER COLUMN "billing_state" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_subscriptions" drop column "status";--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "status" text GENERATED ALWAYS AS (case billing_state when 'CANCEL' then 'CANCEL' when 'ENDED' then 'CANCEL' when 'REFUNDED' then 'REFUNDED' else 'ACTIVE' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ALTER COLUMN "current_period_start" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ALTER COLUMN "current_period_start" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ALTER COLUMN "current_period_end" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "paid_periods" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "anchor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "declined_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "retry_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_subscriptions" RENAME COLUMN "access_ends_at_backfill" TO "access_ends_at";--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "card_expire" text;--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_live_uq" ON "user_subscriptions" USING btree ("company_id","user_id","subscription_plan_id") WHERE "user_subscriptions"."billing_state" in ('TRIAL', 'ACTIVE', 'PAST_DUE', 'CANCEL');--> statement-breakpoint
CREATE INDEX "user_subscriptions_due_idx" ON "user_subscriptions" USING btree ("next_billing_at") WHERE "user_subscriptions"."next_billing_at" is not null;--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("company_id","user_id","access_ends_at");--> statement-breakpoint
ALTER TABLE "user_subscriptions" DROP COLUMN "period_no";--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_billing_state_check" CHECK ("user_subscriptions"."billing_state" in ('TRIAL', 'ACTIVE', 'PAST_DUE', 'CANCEL', 'REFUNDED', 'ENDED'));--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_paid_periods_check" CHECK ("user_subscriptions"."paid_periods" >= 0);--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_declined_attempts_check" CHECK ("user_subscriptions"."declined_attempts" >= 0);--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_card_expire_check" CHECK ("user_subscriptions"."card_expire" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_cancelled_check" CHECK ("user_subscriptions"."billing_state" <> 'CANCEL' or "user_subscriptions"."cancelled_at" is not null);--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_refunded_check" CHECK ("user_subscriptions"."billing_state" <> 'REFUNDED' or "user_subscriptions"."refunded_at" is not null);