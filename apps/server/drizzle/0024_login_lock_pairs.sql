CREATE TABLE "account_unlock_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_unlock_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"user_id" bigint NOT NULL,
	"ip" "inet" NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_locks" (
	"company_id" bigint,
	"user_id" bigint NOT NULL,
	"ip" "inet" NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_locks_pk" PRIMARY KEY("user_id","ip"),
	CONSTRAINT "login_locks_failed_count_check" CHECK ("login_locks"."failed_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_failed_login_count_check";--> statement-breakpoint
ALTER TABLE "federated_login_requests" ADD COLUMN "ip" "inet";--> statement-breakpoint
ALTER TABLE "account_unlock_tokens" ADD CONSTRAINT "account_unlock_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_unlock_tokens" ADD CONSTRAINT "account_unlock_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_locks" ADD CONSTRAINT "login_locks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_locks" ADD CONSTRAINT "login_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_unlock_tokens_token_hash_uq" ON "account_unlock_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_unlock_tokens_company_user_idx" ON "account_unlock_tokens" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "login_locks_company_user_idx" ON "login_locks" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "federated_login_requests_ip_idx" ON "federated_login_requests" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "federated_login_requests_expiry_idx" ON "federated_login_requests" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";