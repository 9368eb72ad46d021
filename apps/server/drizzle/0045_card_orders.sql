CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"subscription_plan_id" bigint NOT NULL,
	"coupon_id" bigint,
	"coupon_code" text,
	"payment_gateway" text NOT NULL,
	"state" text NOT NULL,
	"start_event" text NOT NULL,
	"receipt" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"terms_version" text NOT NULL,
	"terms_language" text NOT NULL,
	"terms_text" text NOT NULL,
	"return_url" text,
	"redirect_url" text,
	"gateway_code" text,
	"result_code" integer,
	"answer" jsonb,
	"user_subscription_id" bigint,
	"card_holder_name" text,
	"card_holder_email" text,
	"customer_ip" "inet",
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_id_uq" UNIQUE("company_id","order_id"),
	CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('charging', 'awaiting-3ds', 'paid', 'trial-started', 'declined', 'unknown', 'closed-free')),
	CONSTRAINT "orders_payment_gateway_check" CHECK ("orders"."payment_gateway" in ('card', 'card_alt', 'member_id', 'sandbox')),
	CONSTRAINT "orders_start_event_check" CHECK ("orders"."start_event" in ('start-free-term', 'start-paid')),
	CONSTRAINT "orders_order_id_check" CHECK ("orders"."order_id" ~ '^[A-Za-z0-9-]{1,27}$'),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount" >= 0),
	CONSTRAINT "orders_card_holder_name_check" CHECK (char_length("orders"."card_holder_name") <= 50)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."state" in ('charging', 'unknown', 'awaiting-3ds');