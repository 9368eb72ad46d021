CREATE TABLE "email_undo_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_undo_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"user_id" bigint NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_kind_check";--> statement-breakpoint
ALTER TABLE "email_undo_tokens" ADD CONSTRAINT "email_undo_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_undo_tokens" ADD CONSTRAINT "email_undo_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_undo_tokens_token_hash_uq" ON "email_undo_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_undo_tokens_company_user_idx" ON "email_undo_tokens" USING btree ("company_id","user_id");--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_kind_check" CHECK ("email_templates"."kind" in ('welcome', 'reset_password', 'change_email', 'email_changed', 'email_changed_by_admin'));