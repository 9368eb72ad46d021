CREATE TABLE "billing_run_keys" (
	"company_id" bigint NOT NULL,
	"user_subscription_id" bigint NOT NULL,
	"run_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_run_keys_uq" UNIQUE("company_id","run_key")
);
--> statement-breakpoint
ALTER TABLE "billing_run_keys" ADD CONSTRAINT "billing_run_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_run_keys" ADD CONSTRAINT "billing_run_keys_subscription_fk" FOREIGN KEY ("company_id","user_subscription_id") REFERENCES "public"."user_subscriptions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_run_keys_subscription_idx" ON "billing_run_keys" USING btree ("company_id","user_subscription_id");--> statement-breakpoint
CREATE INDEX "billing_run_keys_created_idx" ON "billing_run_keys" USING btree ("created_at");