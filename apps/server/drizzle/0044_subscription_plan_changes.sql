CREATE TABLE "subscription_plan_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_plan_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"user_subscription_id" bigint NOT NULL,
	"from_plan_id" bigint NOT NULL,
	"to_plan_id" bigint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"period_start" timestamp with time zone,
	"charged_yen" integer DEFAULT 0 NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plan_changes_charged_yen_check" CHECK ("subscription_plan_changes"."charged_yen" >= 0),
	CONSTRAINT "subscription_plan_changes_distinct_check" CHECK ("subscription_plan_changes"."from_plan_id" <> "subscription_plan_changes"."to_plan_id")
);
--> statement-breakpoint
ALTER TABLE "subscription_plan_changes" ADD CONSTRAINT "subscription_plan_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_changes" ADD CONSTRAINT "subscription_plan_changes_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_changes" ADD CONSTRAINT "subscription_plan_changes_subscription_fk" FOREIGN KEY ("company_id","user_subscription_id") REFERENCES "public"."user_subscriptions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_changes" ADD CONSTRAINT "subscription_plan_changes_from_fk" FOREIGN KEY ("company_id","from_plan_id") REFERENCES "public"."subscription_plans"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_changes" ADD CONSTRAINT "subscription_plan_changes_to_fk" FOREIGN KEY ("company_id","to_plan_id") REFERENCES "public"."subscription_plans"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_plan_changes_subscription_idx" ON "subscription_plan_changes" USING btree ("company_id","user_subscription_id","changed_at");