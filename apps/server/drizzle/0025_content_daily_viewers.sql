CREATE TABLE "content_daily_viewers" (
	"company_id" bigint NOT NULL,
	"day" date NOT NULL,
	"content_id" bigint NOT NULL,
	"viewer_key" text NOT NULL,
	CONSTRAINT "content_daily_viewers_pk" PRIMARY KEY("company_id","day","content_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "content_daily_viewers" ADD CONSTRAINT "content_daily_viewers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_daily_viewers" ADD CONSTRAINT "content_daily_viewers_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;