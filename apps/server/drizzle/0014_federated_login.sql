CREATE TABLE "company_identity_providers" (
	"company_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_enc" text,
	"registration_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_identity_providers_pk" PRIMARY KEY("company_id","provider"),
	CONSTRAINT "company_identity_providers_provider_check" CHECK ("company_identity_providers"."provider" in ('google', 'microsoft', 'external_id'))
);
--> statement-breakpoint
CREATE TABLE "federated_login_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "federated_login_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_verifier" text,
	"code_challenge" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "federated_login_requests_provider_check" CHECK ("federated_login_requests"."provider" in ('google', 'microsoft', 'external_id')),
	CONSTRAINT "federated_login_requests_pkce_check" CHECK (("federated_login_requests"."code_verifier" is null) <> ("federated_login_requests"."code_challenge" is null))
);
--> statement-breakpoint
ALTER TABLE "company_identity_providers" ADD CONSTRAINT "company_identity_providers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_login_requests" ADD CONSTRAINT "federated_login_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federated_login_requests" ADD CONSTRAINT "federated_login_requests_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "federated_login_requests_state_hash_uq" ON "federated_login_requests" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "federated_login_requests_company_expiry_idx" ON "federated_login_requests" USING btree ("company_id","expires_at");