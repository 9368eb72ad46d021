CREATE TABLE "reader_bulk_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reader_bulk_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint,
	"action" text NOT NULL,
	"user_group_id" bigint,
	"user_ids" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by_id" bigint,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reader_bulk_runs_company_id_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "reader_bulk_runs_action_check" CHECK ("reader_bulk_runs"."action" in ('stop', 'allow', 'move-group', 'delete')),
	CONSTRAINT "reader_bulk_runs_status_check" CHECK ("reader_bulk_runs"."status" in ('queued', 'running', 'finished', 'failed')),
	CONSTRAINT "reader_bulk_runs_done_check" CHECK ("reader_bulk_runs"."done" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reader_bulk_runs" ADD CONSTRAINT "reader_bulk_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_bulk_runs" ADD CONSTRAINT "reader_bulk_runs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_bulk_runs" ADD CONSTRAINT "reader_bulk_runs_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reader_bulk_runs_company_started_idx" ON "reader_bulk_runs" USING btree ("company_id","started_at");