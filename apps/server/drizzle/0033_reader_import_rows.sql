CREATE TABLE "reader_import_rows" (
	"company_id" bigint NOT NULL,
	"run_id" bigint NOT NULL,
	"row" integer NOT NULL,
	"outcome" text NOT NULL,
	"cells" jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "reader_import_rows_pk" PRIMARY KEY("company_id","run_id","row"),
	CONSTRAINT "reader_import_rows_outcome_check" CHECK ("reader_import_rows"."outcome" in ('create', 'update', 'refused', 'created', 'updated')),
	CONSTRAINT "reader_import_rows_row_check" CHECK ("reader_import_rows"."row" >= 2)
);
--> statement-breakpoint
ALTER TABLE "csv_import_runs" DROP CONSTRAINT "csv_import_runs_status_check";--> statement-breakpoint
ALTER TABLE "csv_import_runs" DROP CONSTRAINT "csv_import_runs_finished_check";--> statement-breakpoint
ALTER TABLE "csv_import_runs" ADD CONSTRAINT "csv_import_runs_company_id_id_uq" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "reader_import_rows" ADD CONSTRAINT "reader_import_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_import_rows" ADD CONSTRAINT "reader_import_rows_run_fk" FOREIGN KEY ("company_id","run_id") REFERENCES "public"."csv_import_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reader_import_rows_outcome_idx" ON "reader_import_rows" USING btree ("company_id","run_id","outcome","row");--> statement-breakpoint
ALTER TABLE "csv_import_runs" ADD CONSTRAINT "csv_import_runs_status_check" CHECK ("csv_import_runs"."status" in ('previewed', 'running', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "csv_import_runs" ADD CONSTRAINT "csv_import_runs_finished_check" CHECK ("csv_import_runs"."status" in ('previewed', 'running') or "csv_import_runs"."finished_at" is not null);