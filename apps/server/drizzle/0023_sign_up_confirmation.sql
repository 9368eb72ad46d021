CREATE TABLE "registration_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_up_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_up_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"ip" "inet" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unconfirmed_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_tokens" ADD CONSTRAINT "registration_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_tokens" ADD CONSTRAINT "registration_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_up_attempts" ADD CONSTRAINT "sign_up_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_tokens_token_hash_uq" ON "registration_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "registration_tokens_company_user_idx" ON "registration_tokens" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "sign_up_attempts_company_idx" ON "sign_up_attempts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sign_up_attempts_ip_idx" ON "sign_up_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "users_unconfirmed_idx" ON "users" USING btree ("unconfirmed_since") WHERE "users"."unconfirmed_since" is not null;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_kind_check" CHECK ("email_templates"."kind" in ('welcome', 'reset_password', 'change_email', 'email_changed', 'email_changed_by_admin', 'account_claimed'));