CREATE TABLE "receipt_counters" (
	"company_id" bigint NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counters_pk" PRIMARY KEY("company_id"),
	CONSTRAINT "receipt_counters_last_number_check" CHECK ("receipt_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"credited_receipt_id" bigint,
	"user_id" bigint,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issuer_name" text NOT NULL,
	"registration_number" text,
	"plan_name" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"lines" jsonb NOT NULL,
	"taxes" jsonb NOT NULL,
	"net_yen" integer NOT NULL,
	"tax_yen" integer NOT NULL,
	"total_yen" integer NOT NULL,
	"reissue_count" smallint DEFAULT 0 NOT NULL,
	"last_reissued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_uq" UNIQUE("company_id","number"),
	CONSTRAINT "receipts_transaction_uq" UNIQUE("company_id","transaction_id"),
	CONSTRAINT "receipts_kind_check" CHECK ("receipts"."kind" in ('receipt', 'credit-note')),
	CONSTRAINT "receipts_number_check" CHECK ("receipts"."number" >= 1),
	CONSTRAINT "receipts_registration_number_check" CHECK ("receipts"."registration_number" ~ '^T[0-9]{13}$'),
	CONSTRAINT "receipts_amounts_check" CHECK ("receipts"."net_yen" >= 0 and "receipts"."tax_yen" >= 0 and "receipts"."total_yen" = "receipts"."net_yen" + "receipts"."tax_yen"),
	CONSTRAINT "receipts_reissue_count_check" CHECK ("receipts"."reissue_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"refund_transaction_id" bigint NOT NULL,
	"refund_key" text NOT NULL,
	"amount_yen" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_key_uq" UNIQUE("company_id","refund_key"),
	CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('void', 'return')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_yen" >= 1),
	CONSTRAINT "refunds_reason_check" CHECK (char_length("refunds"."reason") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "refunds_transaction_idx" ON "refunds" USING btree ("company_id","transaction_id");