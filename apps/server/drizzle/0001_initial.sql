CREATE TABLE "content_daily_views" (
	"company_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_daily_views_pk" PRIMARY KEY("company_id","content_id","day"),
	CONSTRAINT "content_daily_views_views_check" CHECK ("content_daily_views"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"content_group_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_content_uq" UNIQUE("company_id","user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "reading_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reading_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"content_group_id" bigint,
	"last_page" integer,
	"position" text,
	"view_count" integer DEFAULT 1 NOT NULL,
	"first_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_history_user_content_uq" UNIQUE("company_id","user_id","content_id"),
	CONSTRAINT "reading_history_view_count_check" CHECK ("reading_history"."view_count" >= 1),
	CONSTRAINT "reading_history_last_page_check" CHECK ("reading_history"."last_page" >= 1)
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_uq" UNIQUE NULLS NOT DISTINCT("company_id","service_id","kind","lang"),
	CONSTRAINT "email_templates_kind_check" CHECK ("email_templates"."kind" in ('welcome', 'reset_password', 'change_email')),
	CONSTRAINT "email_templates_lang_check" CHECK ("email_templates"."lang" in ('en', 'ja', 'vn'))
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"lang" text,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_lang_check" CHECK ("faqs"."lang" in ('en', 'ja', 'vn'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "new_information" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "new_information_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"company_id" bigint NOT NULL,
	"notification_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_pk" PRIMARY KEY("company_id","notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_company_id_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_service_version_uq" UNIQUE("company_id","service_id","version"),
	CONSTRAINT "terms_version_check" CHECK ("terms"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text,
	"account_type" text DEFAULT 'EMAIL' NOT NULL,
	"domain_type" text DEFAULT 'PATH' NOT NULL,
	"domain" text NOT NULL,
	"logo_url" text,
	"favicon_url" text,
	"custom_name" text,
	"title_page" text,
	"gtm_id" text,
	"login_by_ip_address" boolean DEFAULT false NOT NULL,
	"auto_login_by_ip" boolean DEFAULT false NOT NULL,
	"show_subscription_status" boolean DEFAULT false NOT NULL,
	"is_show_link_register_user" boolean DEFAULT false NOT NULL,
	"allow_registration" boolean DEFAULT false NOT NULL,
	"allow_forgot_password" boolean DEFAULT true NOT NULL,
	"is_auto_register_account_at_login" boolean DEFAULT false NOT NULL,
	"service_code" text,
	"title_of_email_field" text,
	"title_of_password_field" text,
	"is_enable_web_mobile" boolean DEFAULT false NOT NULL,
	"google_login" text DEFAULT 'none' NOT NULL,
	"microsoft_login" text DEFAULT 'none' NOT NULL,
	"password_policy" text DEFAULT 'WEAK' NOT NULL,
	"option_import_user" smallint,
	"no_layout" boolean DEFAULT false NOT NULL,
	"max_user" integer,
	"max_content" integer,
	"session_expiry_minutes" integer DEFAULT 1440 NOT NULL,
	"sessions_per_user" integer DEFAULT 3 NOT NULL,
	"refuse_over_session_limit" boolean DEFAULT false NOT NULL,
	"default_language" text DEFAULT 'vn' NOT NULL,
	"payment_gateway" text,
	"merchant_ccid" text,
	"merchant_secret_key_enc" text,
	"token_api_key" text,
	"api_key" text,
	"owner_id" bigint,
	"be_login_name" text,
	"be_password_enc" text,
	"be_viewer_host" text,
	"be_website_host" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_account_type_check" CHECK ("companies"."account_type" in ('USERNAME', 'EMAIL', 'ALL', 'EXTERNAL_ID', 'OPEN')),
	CONSTRAINT "companies_domain_type_check" CHECK ("companies"."domain_type" in ('PATH', 'FULL_DOMAIN')),
	CONSTRAINT "companies_domain_check" CHECK ("companies"."domain" ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:[0-9]{1,5})?$'),
	CONSTRAINT "companies_google_login_check" CHECK ("companies"."google_login" in ('none', 'enabled')),
	CONSTRAINT "companies_microsoft_login_check" CHECK ("companies"."microsoft_login" in ('none', 'enabled')),
	CONSTRAINT "companies_password_policy_check" CHECK ("companies"."password_policy" in ('WEAK', 'STRICT')),
	CONSTRAINT "companies_default_language_check" CHECK ("companies"."default_language" in ('en', 'ja', 'vn')),
	CONSTRAINT "companies_payment_gateway_check" CHECK ("companies"."payment_gateway" in ('card', 'card_alt', 'member_id', 'sandbox')),
	CONSTRAINT "companies_max_user_check" CHECK ("companies"."max_user" >= 0),
	CONSTRAINT "companies_max_content_check" CHECK ("companies"."max_content" >= 0),
	CONSTRAINT "companies_session_expiry_minutes_check" CHECK ("companies"."session_expiry_minutes" >= 1),
	CONSTRAINT "companies_sessions_per_user_check" CHECK ("companies"."sessions_per_user" >= 1)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"referrer_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_content" integer,
	"service_admin_id" bigint,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_company_id_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "services_path_check" CHECK ("services"."path" ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
	CONSTRAINT "services_referrer_urls_check" CHECK (cardinality("services"."referrer_urls") <= 5),
	CONSTRAINT "services_max_content_check" CHECK ("services"."max_content" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_kind" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"enc_key_wrapped" text,
	"enc_chunk_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_files_version_uq" UNIQUE("company_id","content_id","version"),
	CONSTRAINT "content_files_file_kind_check" CHECK ("content_files"."file_kind" in ('pdf', 'epub')),
	CONSTRAINT "content_files_size_check" CHECK ("content_files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_group_contents" (
	"company_id" bigint NOT NULL,
	"content_group_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_group_contents_pk" PRIMARY KEY("company_id","content_group_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "content_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"ref_code" text,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"is_wrap_line" boolean DEFAULT false NOT NULL,
	"item_size" integer,
	"num_row" integer,
	"is_show" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_groups_company_id_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "content_groups_type_check" CHECK ("content_groups"."type" in (1, 2, 3, 4, 5, 6)),
	CONSTRAINT "content_groups_num_row_check" CHECK ("content_groups"."num_row" >= 1),
	CONSTRAINT "content_groups_item_size_check" CHECK ("content_groups"."item_size" >= 1)
);
--> statement-breakpoint
CREATE TABLE "content_hashtags" (
	"company_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"hashtag_id" bigint NOT NULL,
	CONSTRAINT "content_hashtags_pk" PRIMARY KEY("company_id","content_id","hashtag_id")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"company_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"page_no" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector",
	CONSTRAINT "content_pages_pk" PRIMARY KEY("company_id","content_id","page_no"),
	CONSTRAINT "content_pages_page_no_check" CHECK ("content_pages"."page_no" >= 1)
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"element_id" text NOT NULL,
	"content_code" text,
	"title" text NOT NULL,
	"author" text,
	"distributor_name" text,
	"year" integer,
	"description" text,
	"toc" text,
	"keywords" text,
	"series" text,
	"param1" text,
	"param2" text,
	"param3" text,
	"param4" text,
	"param5" text,
	"printable" smallint DEFAULT 0 NOT NULL,
	"enable_view_book" boolean DEFAULT true NOT NULL,
	"view_online" boolean DEFAULT false NOT NULL,
	"login_required" boolean DEFAULT true NOT NULL,
	"ref_code" text,
	"badge" text,
	"state" text DEFAULT 'processing' NOT NULL,
	"file_kind" text,
	"page_count" integer,
	"cover_url" text,
	"search_vector" "tsvector",
	"uploaded_at" timestamp with time zone,
	"import_started_at" timestamp with time zone,
	"import_completed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_company_id_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "contents_element_id_check" CHECK ("contents"."element_id" ~ '^[a-z0-9]{20,64}$'),
	CONSTRAINT "contents_printable_check" CHECK ("contents"."printable" in (0, 1, 2)),
	CONSTRAINT "contents_badge_check" CHECK ("contents"."badge" in ('new', 'popular', 'recommend')),
	CONSTRAINT "contents_state_check" CHECK ("contents"."state" in ('processing', 'published', 'unpublished', 'failed')),
	CONSTRAINT "contents_file_kind_check" CHECK ("contents"."file_kind" in ('pdf', 'epub')),
	CONSTRAINT "contents_page_count_check" CHECK ("contents"."page_count" >= 0),
	CONSTRAINT "contents_year_check" CHECK ("contents"."year" between 0 and 9999)
);
--> statement-breakpoint
CREATE TABLE "hashtags" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hashtags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hashtags_company_id_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "banner_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"is_show" boolean DEFAULT false NOT NULL,
	"type_banner" smallint DEFAULT 1 NOT NULL,
	"message" text,
	"image_url" text,
	"link" text,
	"link_type" smallint DEFAULT 1 NOT NULL,
	"height_banner" integer DEFAULT 329 NOT NULL,
	"mobile_banner_height" integer DEFAULT 256 NOT NULL,
	"background_color" text DEFAULT '#3d993a' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"font_size" integer DEFAULT 24 NOT NULL,
	"slide_speed" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_settings_service_id_uq" UNIQUE("company_id","service_id","id"),
	CONSTRAINT "banner_settings_type_banner_check" CHECK ("banner_settings"."type_banner" in (1, 2, 3)),
	CONSTRAINT "banner_settings_link_type_check" CHECK ("banner_settings"."link_type" in (1, 2)),
	CONSTRAINT "banner_settings_heights_check" CHECK ("banner_settings"."height_banner" > 0 and "banner_settings"."mobile_banner_height" > 0),
	CONSTRAINT "banner_settings_slide_speed_check" CHECK ("banner_settings"."slide_speed" between 1 and 60),
	CONSTRAINT "banner_settings_font_size_check" CHECK ("banner_settings"."font_size" between 6 and 200)
);
--> statement-breakpoint
CREATE TABLE "banner_slides" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banner_slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"banner_id" bigint NOT NULL,
	"desktop_image_url" text NOT NULL,
	"mobile_image_url" text,
	"link_type" smallint DEFAULT 1 NOT NULL,
	"link" text,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_slides_link_type_check" CHECK ("banner_slides"."link_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "buttons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buttons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"action_type" text NOT NULL,
	"label" text NOT NULL,
	"icon" text,
	"template" text,
	"is_custom" boolean DEFAULT false NOT NULL,
	"position" text DEFAULT 'center' NOT NULL,
	"link" text,
	"background_color" text DEFAULT '#3d993a' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"border_color" text DEFAULT '#3d993a' NOT NULL,
	"width" integer,
	"height" integer,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buttons_action_type_check" CHECK ("buttons"."action_type" in ('view_book', 'download', 'search', 'link')),
	CONSTRAINT "buttons_position_check" CHECK ("buttons"."position" in ('left', 'center', 'right')),
	CONSTRAINT "buttons_size_check" CHECK (coalesce("buttons"."width", 1) > 0 and coalesce("buttons"."height", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "content_search_result_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_search_result_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"page_title" varchar(255),
	"show_sidebar" boolean DEFAULT true NOT NULL,
	"button_favourite_position" text DEFAULT 'image' NOT NULL,
	"favourite_icon_size" integer DEFAULT 24 NOT NULL,
	"content_layout_detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"param_series_content" text,
	"list_view" smallint DEFAULT 1 NOT NULL,
	"paging_position" smallint DEFAULT 2 NOT NULL,
	"num_row" integer DEFAULT 2 NOT NULL,
	"items_per_row" integer DEFAULT 5 NOT NULL,
	"show_on_home" boolean DEFAULT true NOT NULL,
	"overlay_new" boolean DEFAULT true NOT NULL,
	"overlay_popular" boolean DEFAULT true NOT NULL,
	"overlay_recommend" boolean DEFAULT true NOT NULL,
	"popular_period_days" integer DEFAULT 30 NOT NULL,
	"new_period_days" integer DEFAULT 30 NOT NULL,
	"items_displayed" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_search_result_settings_favourite_position_check" CHECK ("content_search_result_settings"."button_favourite_position" in ('image', 'information')),
	CONSTRAINT "content_search_result_settings_icon_size_check" CHECK ("content_search_result_settings"."favourite_icon_size" between 15 and 45),
	CONSTRAINT "content_search_result_settings_list_view_check" CHECK ("content_search_result_settings"."list_view" in (1, 2, 3)),
	CONSTRAINT "content_search_result_settings_paging_position_check" CHECK ("content_search_result_settings"."paging_position" in (1, 2, 3)),
	CONSTRAINT "content_search_result_settings_num_row_check" CHECK ("content_search_result_settings"."num_row" between 1 and 100),
	CONSTRAINT "content_search_result_settings_items_per_row_check" CHECK ("content_search_result_settings"."items_per_row" between 1 and 12),
	CONSTRAINT "content_search_result_settings_periods_check" CHECK ("content_search_result_settings"."popular_period_days" between 1 and 36500 and "content_search_result_settings"."new_period_days" between 1 and 36500),
	CONSTRAINT "content_search_result_settings_items_displayed_check" CHECK ("content_search_result_settings"."items_displayed" between 1 and 200),
	CONSTRAINT "content_search_result_settings_layout_check" CHECK (jsonb_typeof("content_search_result_settings"."content_layout_detail") = 'array')
);
--> statement-breakpoint
CREATE TABLE "sort_fields" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sort_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"field" text NOT NULL,
	"title" text NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"is_asc_default" boolean DEFAULT true NOT NULL,
	"is_sort_field_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sort_fields_type_check" CHECK ("sort_fields"."type" in (1, 2)),
	CONSTRAINT "sort_fields_field_check" CHECK ("sort_fields"."field" in ('title', 'author', 'distributorName', 'year', 'contentCode', 'uploadedAt', 'createdAt', 'param1', 'param2', 'param3', 'param4', 'param5'))
);
--> statement-breakpoint
CREATE TABLE "watermark_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watermark_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"use_default_content" boolean DEFAULT true NOT NULL,
	"watermark_content" text,
	"color" text DEFAULT '#888888' NOT NULL,
	"font_size" integer DEFAULT 32 NOT NULL,
	"position" text DEFAULT 'diagonal' NOT NULL,
	"opacity" smallint DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watermark_settings_position_check" CHECK ("watermark_settings"."position" in ('diagonal', 'center', 'top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right')),
	CONSTRAINT "watermark_settings_opacity_check" CHECK ("watermark_settings"."opacity" between 0 and 100),
	CONSTRAINT "watermark_settings_font_size_check" CHECK ("watermark_settings"."font_size" between 6 and 200),
	CONSTRAINT "watermark_settings_content_check" CHECK ("watermark_settings"."use_default_content" or "watermark_settings"."watermark_content" is not null)
);
--> statement-breakpoint
CREATE TABLE "csv_import_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "csv_import_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"ok_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by_id" bigint,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "csv_import_runs_kind_check" CHECK ("csv_import_runs"."kind" in ('contents', 'users')),
	CONSTRAINT "csv_import_runs_status_check" CHECK ("csv_import_runs"."status" in ('running', 'succeeded', 'failed')),
	CONSTRAINT "csv_import_runs_rows_check" CHECK ("csv_import_runs"."total_rows" >= 0 and "csv_import_runs"."ok_rows" >= 0 and "csv_import_runs"."error_rows" >= 0 and "csv_import_runs"."ok_rows" + "csv_import_runs"."error_rows" <= "csv_import_runs"."total_rows"),
	CONSTRAINT "csv_import_runs_finished_check" CHECK ("csv_import_runs"."status" = 'running' or "csv_import_runs"."finished_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint,
	"user_id" bigint,
	"user_subscription_id" bigint,
	"subscription_plan_id" bigint,
	"coupon_id" bigint,
	"order_id" text NOT NULL,
	"kind" text DEFAULT 'purchase' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_gateway" text NOT NULL,
	"amount" integer NOT NULL,
	"net_price" integer NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"plan_name" text,
	"coupon_code" text,
	"coupon_discount_percent" smallint,
	"user_email" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"gateway_transaction_id" text,
	"gateway_result_code" text,
	"result_code" integer,
	"card_holder_name" text,
	"card_holder_email" text,
	"customer_ip" "inet",
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_order_id_uq" UNIQUE("company_id","order_id"),
	CONSTRAINT "transactions_kind_check" CHECK ("transactions"."kind" in ('purchase', 'renewal', 'refund', 'card_update')),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('done', 'pending', 'OK', 'NG')),
	CONSTRAINT "transactions_payment_gateway_check" CHECK ("transactions"."payment_gateway" in ('card', 'card_alt', 'member_id', 'sandbox')),
	CONSTRAINT "transactions_amounts_check" CHECK ("transactions"."net_price" >= 0 and "transactions"."tax" >= 0 and "transactions"."discount" >= 0 and "transactions"."amount" = "transactions"."net_price" + "transactions"."tax"),
	CONSTRAINT "transactions_coupon_discount_percent_check" CHECK ("transactions"."coupon_discount_percent" between 1 and 100),
	CONSTRAINT "transactions_card_holder_name_check" CHECK (char_length("transactions"."card_holder_name") <= 50),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_box_content_groups" (
	"company_id" bigint NOT NULL,
	"search_box_id" bigint NOT NULL,
	"content_group_id" bigint NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_box_content_groups_pk" PRIMARY KEY("company_id","search_box_id","content_group_id")
);
--> statement-breakpoint
CREATE TABLE "search_boxes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"tab_id" bigint NOT NULL,
	"label" text NOT NULL,
	"is_show_label" boolean DEFAULT true NOT NULL,
	"size" integer DEFAULT 12 NOT NULL,
	"operation" smallint DEFAULT 1 NOT NULL,
	"search_type" smallint DEFAULT 2 NOT NULL,
	"search_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"match_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_required_at_login" boolean DEFAULT false NOT NULL,
	"is_required_at_view" boolean DEFAULT false NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_boxes_company_id_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "search_boxes_operation_check" CHECK ("search_boxes"."operation" in (1, 2, 3, 4, 5, 6, 7)),
	CONSTRAINT "search_boxes_search_type_check" CHECK ("search_boxes"."search_type" in (1, 2, 3)),
	CONSTRAINT "search_boxes_size_check" CHECK ("search_boxes"."size" between 1 and 12),
	CONSTRAINT "search_boxes_search_fields_check" CHECK ("search_boxes"."search_fields" <@ array['title', 'author', 'distributorName', 'year', 'description', 'toc', 'keywords', 'series', 'contentCode', 'uploadedAt', 'param1', 'param2', 'param3', 'param4', 'param5', 'contentGroup']::text[]),
	CONSTRAINT "search_boxes_match_values_check" CHECK ("search_boxes"."operation" not in (4, 5) or cardinality("search_boxes"."match_values") >= 1)
);
--> statement-breakpoint
CREATE TABLE "search_tabs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_tabs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"title" text NOT NULL,
	"title_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" smallint DEFAULT 2 NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"button_label" text,
	"button_icon" text,
	"button_background_color" text DEFAULT '#3d993a' NOT NULL,
	"button_text_color" text DEFAULT '#ffffff' NOT NULL,
	"button_align" text DEFAULT 'center' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_tabs_company_id_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "search_tabs_type_check" CHECK ("search_tabs"."type" in (1, 2, 3)),
	CONSTRAINT "search_tabs_button_align_check" CHECK ("search_tabs"."button_align" in ('left', 'center', 'right'))
);
--> statement-breakpoint
CREATE TABLE "body_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "body_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"background_color" text DEFAULT '#f8f9fa' NOT NULL,
	"text_color" text DEFAULT '#212529' NOT NULL,
	"title_color" text DEFAULT '#212529' NOT NULL,
	"link_color" text DEFAULT '#3d993a' NOT NULL,
	"font_family" text,
	"font_size" integer DEFAULT 14 NOT NULL,
	"margin_left" integer DEFAULT 40 NOT NULL,
	"margin_right" integer DEFAULT 40 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_settings_font_size_check" CHECK ("body_settings"."font_size" between 6 and 72)
);
--> statement-breakpoint
CREATE TABLE "custom_login_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_login_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"title" text,
	"description" text,
	"logo_url" text,
	"background_image_url" text,
	"background" text DEFAULT '#f8f9fa' NOT NULL,
	"box_background_color" text DEFAULT '#ffffff' NOT NULL,
	"text_color" text DEFAULT '#212529' NOT NULL,
	"button_background_color" text DEFAULT '#3d993a' NOT NULL,
	"button_text_color" text DEFAULT '#ffffff' NOT NULL,
	"form_max_width" integer DEFAULT 400 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_login_settings_form_max_width_check" CHECK ("custom_login_settings"."form_max_width" between 240 and 1200)
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "footer_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"type_link" smallint DEFAULT 1 NOT NULL,
	"position_link" smallint DEFAULT 1 NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footer_links_type_link_check" CHECK ("footer_links"."type_link" in (1, 2)),
	CONSTRAINT "footer_links_position_link_check" CHECK ("footer_links"."position_link" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "footer_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "footer_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"logo_url" text,
	"copy_right" text,
	"background_color" text DEFAULT '#343a40' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"link_color" text DEFAULT '#ffffff' NOT NULL,
	"font_family" text,
	"font_size" integer DEFAULT 13 NOT NULL,
	"height" integer DEFAULT 36 NOT NULL,
	"margin_left" integer DEFAULT 40 NOT NULL,
	"margin_right" integer DEFAULT 40 NOT NULL,
	"horizontal_link_position" text DEFAULT 'center' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footer_settings_horizontal_link_position_check" CHECK ("footer_settings"."horizontal_link_position" in ('left', 'center', 'right')),
	CONSTRAINT "footer_settings_font_size_check" CHECK ("footer_settings"."font_size" between 6 and 72)
);
--> statement-breakpoint
CREATE TABLE "header_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "header_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"background_color" text DEFAULT '#ffffff' NOT NULL,
	"text_color" text DEFAULT '#212529' NOT NULL,
	"icon_color" text DEFAULT '#3d993a' NOT NULL,
	"border_color" text DEFAULT '#dee2e6' NOT NULL,
	"font_family" text,
	"font_size" integer DEFAULT 18 NOT NULL,
	"height" integer DEFAULT 64 NOT NULL,
	"mobile_height" integer DEFAULT 80 NOT NULL,
	"logo_height" integer DEFAULT 40 NOT NULL,
	"margin_left" integer DEFAULT 40 NOT NULL,
	"margin_right" integer DEFAULT 40 NOT NULL,
	"show_title" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "header_settings_font_size_check" CHECK ("header_settings"."font_size" between 6 and 72),
	CONSTRAINT "header_settings_height_check" CHECK ("header_settings"."height" > 0 and "header_settings"."mobile_height" > 0)
);
--> statement-breakpoint
CREATE TABLE "input_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "input_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"border_color" text DEFAULT '#3d993a' NOT NULL,
	"focus_border_color" text DEFAULT '#3d993a' NOT NULL,
	"background_color" text DEFAULT '#ffffff' NOT NULL,
	"text_color" text DEFAULT '#212529' NOT NULL,
	"placeholder_color" text DEFAULT '#868e96' NOT NULL,
	"font_size" integer DEFAULT 14 NOT NULL,
	"height" integer DEFAULT 36 NOT NULL,
	"border_radius" integer DEFAULT 4 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "input_settings_font_size_check" CHECK ("input_settings"."font_size" between 6 and 72),
	CONSTRAINT "input_settings_border_radius_check" CHECK ("input_settings"."border_radius" >= 0)
);
--> statement-breakpoint
CREATE TABLE "layout_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "layout_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"page_margin_left" integer DEFAULT 40 NOT NULL,
	"page_margin_right" integer DEFAULT 40 NOT NULL,
	"show_sidebar" boolean DEFAULT true NOT NULL,
	"view_page" smallint DEFAULT 1 NOT NULL,
	"font_family" text,
	"font_size" integer DEFAULT 14 NOT NULL,
	"background_color" text DEFAULT '#ffffff' NOT NULL,
	"border_color" text DEFAULT '#dee2e6' NOT NULL,
	"hover_background_color" text DEFAULT '#f1f3f5' NOT NULL,
	"hover_border_color" text DEFAULT '#3d993a' NOT NULL,
	"text_color" text DEFAULT '#212529' NOT NULL,
	"hover_text_color" text DEFAULT '#3d993a' NOT NULL,
	"sidebar_width" integer DEFAULT 240 NOT NULL,
	"sidebar_background_color" text DEFAULT '#ffffff' NOT NULL,
	"sidebar_highlight_color" text DEFAULT '#e9f5e8' NOT NULL,
	"sidebar_text_color" text DEFAULT '#212529' NOT NULL,
	"sidebar_text_highlight_color" text DEFAULT '#3d993a' NOT NULL,
	"bar_background_color" text DEFAULT '#3d993a' NOT NULL,
	"bar_text_color" text DEFAULT '#ffffff' NOT NULL,
	"bar_height" integer DEFAULT 56 NOT NULL,
	"show_more_background_color" text DEFAULT '#ffffff' NOT NULL,
	"show_more_text_color" text DEFAULT '#3d993a' NOT NULL,
	"show_less_background_color" text DEFAULT '#ffffff' NOT NULL,
	"show_less_text_color" text DEFAULT '#3d993a' NOT NULL,
	"search_value_background_color" text DEFAULT '#e9f5e8' NOT NULL,
	"search_value_text_color" text DEFAULT '#3d993a' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layout_settings_view_page_check" CHECK ("layout_settings"."view_page" in (1, 2, 3)),
	CONSTRAINT "layout_settings_margins_check" CHECK ("layout_settings"."page_margin_left" >= 0 and "layout_settings"."page_margin_right" >= 0),
	CONSTRAINT "layout_settings_font_size_check" CHECK ("layout_settings"."font_size" between 6 and 72),
	CONSTRAINT "layout_settings_sidebar_width_check" CHECK ("layout_settings"."sidebar_width" between 64 and 320)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"code" text NOT NULL,
	"discount_percent" smallint NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_unlimited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_uq" UNIQUE("company_id","code"),
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" = upper("coupons"."code") and char_length("coupons"."code") between 1 and 64),
	CONSTRAINT "coupons_discount_percent_check" CHECK ("coupons"."discount_percent" between 1 and 100),
	CONSTRAINT "coupons_used_count_check" CHECK ("coupons"."used_count" >= 0),
	CONSTRAINT "coupons_usage_check" CHECK ("coupons"."is_unlimited" or ("coupons"."usage_limit" is not null and "coupons"."used_count" <= "coupons"."usage_limit")),
	CONSTRAINT "coupons_usage_limit_check" CHECK ("coupons"."usage_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "discount_ordinals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_ordinals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"subscription_plan_id" bigint,
	"ordinal" integer NOT NULL,
	"discount_percent" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_ordinals_uq" UNIQUE NULLS NOT DISTINCT("company_id","service_id","subscription_plan_id","ordinal"),
	CONSTRAINT "discount_ordinals_ordinal_check" CHECK ("discount_ordinals"."ordinal" between 1 and 1200),
	CONSTRAINT "discount_ordinals_discount_percent_check" CHECK ("discount_ordinals"."discount_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "subscription_plan_content_groups" (
	"company_id" bigint NOT NULL,
	"subscription_plan_id" bigint NOT NULL,
	"content_group_id" bigint NOT NULL,
	CONSTRAINT "subscription_plan_content_groups_pk" PRIMARY KEY("company_id","subscription_plan_id","content_group_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_plan_upgrades" (
	"company_id" bigint NOT NULL,
	"from_plan_id" bigint NOT NULL,
	"to_plan_id" bigint NOT NULL,
	CONSTRAINT "subscription_plan_upgrades_pk" PRIMARY KEY("company_id","from_plan_id","to_plan_id"),
	CONSTRAINT "subscription_plan_upgrades_distinct_check" CHECK ("subscription_plan_upgrades"."from_plan_id" <> "subscription_plan_upgrades"."to_plan_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"description" text,
	"duration" integer NOT NULL,
	"duration_type" smallint DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"discount_price" integer,
	"tax_mode" text DEFAULT 'exclusive' NOT NULL,
	"free_term_days" smallint DEFAULT 0 NOT NULL,
	"payment_gateway" text,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_company_id_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "subscription_plans_duration_check" CHECK ("subscription_plans"."duration" between 1 and 36500),
	CONSTRAINT "subscription_plans_duration_type_check" CHECK ("subscription_plans"."duration_type" in (0, 1, 2)),
	CONSTRAINT "subscription_plans_price_check" CHECK ("subscription_plans"."price" between 0 and 1000000000),
	CONSTRAINT "subscription_plans_discount_price_check" CHECK ("subscription_plans"."discount_price" between 0 and "subscription_plans"."price"),
	CONSTRAINT "subscription_plans_tax_mode_check" CHECK ("subscription_plans"."tax_mode" in ('inclusive', 'exclusive', 'none')),
	CONSTRAINT "subscription_plans_free_term_days_check" CHECK ("subscription_plans"."free_term_days" between 0 and 29),
	CONSTRAINT "subscription_plans_payment_gateway_check" CHECK ("subscription_plans"."payment_gateway" in ('card', 'card_alt', 'member_id', 'sandbox'))
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"service_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"subscription_plan_id" bigint NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"payment_status" text,
	"payment_gateway" text,
	"coupon_id" bigint,
	"period_no" integer DEFAULT 1 NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"free_term_ends_at" timestamp with time zone,
	"current_period_start" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"next_billing_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"gateway_customer_ref" text,
	"card_mask" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subscriptions_company_id_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "user_subscriptions_status_check" CHECK ("user_subscriptions"."status" in ('ACTIVE', 'CANCEL', 'REFUNDED')),
	CONSTRAINT "user_subscriptions_payment_status_check" CHECK ("user_subscriptions"."payment_status" in ('done', 'pending', 'OK', 'NG')),
	CONSTRAINT "user_subscriptions_payment_gateway_check" CHECK ("user_subscriptions"."payment_gateway" in ('card', 'card_alt', 'member_id', 'sandbox')),
	CONSTRAINT "user_subscriptions_period_check" CHECK ("user_subscriptions"."current_period_end" >= "user_subscriptions"."current_period_start"),
	CONSTRAINT "user_subscriptions_period_no_check" CHECK ("user_subscriptions"."period_no" >= 1),
	CONSTRAINT "user_subscriptions_cancelled_check" CHECK ("user_subscriptions"."status" <> 'CANCEL' or "user_subscriptions"."cancelled_at" is not null),
	CONSTRAINT "user_subscriptions_refunded_check" CHECK ("user_subscriptions"."status" <> 'REFUNDED' or "user_subscriptions"."refunded_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "email_change_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_change_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"user_id" bigint NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"user_id" bigint,
	"identifier" text,
	"login_method" text NOT NULL,
	"ip" "inet",
	"succeeded" boolean NOT NULL,
	"result_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_attempts_login_method_check" CHECK ("login_attempts"."login_method" in ('email', 'identity', 'ip_address', 'auto_ip_address', 'external_id', 'google_login', 'microsoft_login'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"user_id" bigint NOT NULL,
	"service_id" bigint,
	"token_hash" text NOT NULL,
	"login_method" text NOT NULL,
	"keep_login" boolean DEFAULT false NOT NULL,
	"is_mobile_app" boolean DEFAULT false NOT NULL,
	"device" text,
	"user_agent" text,
	"ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "sessions_login_method_check" CHECK ("sessions"."login_method" in ('email', 'identity', 'ip_address', 'auto_ip_address', 'external_id', 'google_login', 'microsoft_login'))
);
--> statement-breakpoint
CREATE TABLE "user_group_content_groups" (
	"company_id" bigint NOT NULL,
	"user_group_id" bigint NOT NULL,
	"content_group_id" bigint NOT NULL,
	CONSTRAINT "user_group_content_groups_pk" PRIMARY KEY("company_id","user_group_id","content_group_id")
);
--> statement-breakpoint
CREATE TABLE "user_group_ip_ranges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_group_ip_ranges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"user_group_id" bigint NOT NULL,
	"network" "cidr" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_group_ip_ranges_network_check" CHECK (family("user_group_ip_ranges"."network") = 4)
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"company_id" bigint NOT NULL,
	"user_group_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_group_members_pk" PRIMARY KEY("company_id","user_group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"role_level" smallint DEFAULT 3 NOT NULL,
	"auth_method" smallint DEFAULT 1 NOT NULL,
	"max_users" integer DEFAULT 1 NOT NULL,
	"auto_login" boolean DEFAULT false NOT NULL,
	"is_default_ip_group" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_groups_company_id_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "user_groups_role_level_check" CHECK ("user_groups"."role_level" in (1, 2, 3, 4, 5)),
	CONSTRAINT "user_groups_auth_method_check" CHECK ("user_groups"."auth_method" in (1, 2)),
	CONSTRAINT "user_groups_max_users_check" CHECK ("user_groups"."max_users" >= 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"service_id" bigint,
	"username" text,
	"email" text,
	"password_hash" text,
	"full_name" text,
	"first_name" text,
	"last_name" text,
	"role_level" smallint NOT NULL,
	"account_status" smallint DEFAULT 0 NOT NULL,
	"param1" text,
	"param2" text,
	"param3" text,
	"param4" text,
	"param5" text,
	"subscription_type" smallint DEFAULT 1 NOT NULL,
	"subscription_start" timestamp with time zone,
	"subscription_end" timestamp with time zone,
	"lang" text,
	"timezone" text,
	"is_subscribe_mail" boolean DEFAULT false NOT NULL,
	"is_receive_notify" boolean DEFAULT true NOT NULL,
	"external_id" text,
	"staff_id" text,
	"user_group_id" bigint,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"terms_accepted_version" integer,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_company_id_id_uq" UNIQUE("company_id","id"),
	CONSTRAINT "users_company_check" CHECK ("users"."role_level" = 1 or "users"."company_id" is not null),
	CONSTRAINT "users_role_level_check" CHECK ("users"."role_level" in (1, 2, 3, 4, 5)),
	CONSTRAINT "users_account_status_check" CHECK ("users"."account_status" in (0, 1)),
	CONSTRAINT "users_subscription_type_check" CHECK ("users"."subscription_type" in (1, 2)),
	CONSTRAINT "users_lang_check" CHECK ("users"."lang" in ('en', 'ja', 'vn')),
	CONSTRAINT "users_failed_login_count_check" CHECK ("users"."failed_login_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_daily_views" ADD CONSTRAINT "content_daily_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_daily_views" ADD CONSTRAINT "content_daily_views_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_content_group_id_content_groups_id_fk" FOREIGN KEY ("content_group_id") REFERENCES "public"."content_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_history" ADD CONSTRAINT "reading_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_history" ADD CONSTRAINT "reading_history_content_group_id_content_groups_id_fk" FOREIGN KEY ("content_group_id") REFERENCES "public"."content_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_history" ADD CONSTRAINT "reading_history_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_history" ADD CONSTRAINT "reading_history_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_information" ADD CONSTRAINT "new_information_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_information" ADD CONSTRAINT "new_information_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_fk" FOREIGN KEY ("company_id","notification_id") REFERENCES "public"."notifications"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_group_contents" ADD CONSTRAINT "content_group_contents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_group_contents" ADD CONSTRAINT "content_group_contents_group_fk" FOREIGN KEY ("company_id","content_group_id") REFERENCES "public"."content_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_group_contents" ADD CONSTRAINT "content_group_contents_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_groups" ADD CONSTRAINT "content_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_groups" ADD CONSTRAINT "content_groups_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_hashtags" ADD CONSTRAINT "content_hashtags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_hashtags" ADD CONSTRAINT "content_hashtags_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_hashtags" ADD CONSTRAINT "content_hashtags_hashtag_fk" FOREIGN KEY ("company_id","hashtag_id") REFERENCES "public"."hashtags"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_content_fk" FOREIGN KEY ("company_id","content_id") REFERENCES "public"."contents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hashtags" ADD CONSTRAINT "hashtags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hashtags" ADD CONSTRAINT "hashtags_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_settings" ADD CONSTRAINT "banner_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_settings" ADD CONSTRAINT "banner_settings_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_slides" ADD CONSTRAINT "banner_slides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_slides" ADD CONSTRAINT "banner_slides_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_slides" ADD CONSTRAINT "banner_slides_banner_fk" FOREIGN KEY ("company_id","service_id","banner_id") REFERENCES "public"."banner_settings"("company_id","service_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buttons" ADD CONSTRAINT "buttons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buttons" ADD CONSTRAINT "buttons_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_search_result_settings" ADD CONSTRAINT "content_search_result_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_search_result_settings" ADD CONSTRAINT "content_search_result_settings_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sort_fields" ADD CONSTRAINT "sort_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sort_fields" ADD CONSTRAINT "sort_fields_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watermark_settings" ADD CONSTRAINT "watermark_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watermark_settings" ADD CONSTRAINT "watermark_settings_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_import_runs" ADD CONSTRAINT "csv_import_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_import_runs" ADD CONSTRAINT "csv_import_runs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_import_runs" ADD CONSTRAINT "csv_import_runs_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_box_content_groups" ADD CONSTRAINT "search_box_content_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_box_content_groups" ADD CONSTRAINT "search_box_content_groups_box_fk" FOREIGN KEY ("company_id","search_box_id") REFERENCES "public"."search_boxes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_box_content_groups" ADD CONSTRAINT "search_box_content_groups_cgroup_fk" FOREIGN KEY ("company_id","content_group_id") REFERENCES "public"."content_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_boxes" ADD CONSTRAINT "search_boxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_boxes" ADD CONSTRAINT "search_boxes_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_boxes" ADD CONSTRAINT "search_boxes_tab_fk" FOREIGN KEY ("company_id","tab_id") REFERENCES "public"."search_tabs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_tabs" ADD CONSTRAINT "search_tabs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_tabs" ADD CONSTRAINT "search_tabs_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_settings" ADD CONSTRAINT "body_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_settings" ADD CONSTRAINT "body_settings_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_login_settings" ADD CONSTRAINT "custom_login_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_login_settings" ADD CONSTRAINT "custom_login_settings_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_settings" ADD CONSTRAINT "footer_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_settings" ADD CONSTRAINT "footer_settings_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header_settings" ADD CONSTRAINT "header_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "header_settings" ADD CONSTRAINT "header_settings_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "input_settings" ADD CONSTRAINT "input_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "input_settings" ADD CONSTRAINT "input_settings_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_settings" ADD CONSTRAINT "layout_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_settings" ADD CONSTRAINT "layout_settings_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_ordinals" ADD CONSTRAINT "discount_ordinals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_ordinals" ADD CONSTRAINT "discount_ordinals_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_ordinals" ADD CONSTRAINT "discount_ordinals_plan_fk" FOREIGN KEY ("company_id","subscription_plan_id") REFERENCES "public"."subscription_plans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_content_groups" ADD CONSTRAINT "subscription_plan_content_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_content_groups" ADD CONSTRAINT "subscription_plan_content_groups_plan_fk" FOREIGN KEY ("company_id","subscription_plan_id") REFERENCES "public"."subscription_plans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_content_groups" ADD CONSTRAINT "subscription_plan_content_groups_cgroup_fk" FOREIGN KEY ("company_id","content_group_id") REFERENCES "public"."content_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_upgrades" ADD CONSTRAINT "subscription_plan_upgrades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_upgrades" ADD CONSTRAINT "subscription_plan_upgrades_from_fk" FOREIGN KEY ("company_id","from_plan_id") REFERENCES "public"."subscription_plans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_upgrades" ADD CONSTRAINT "subscription_plan_upgrades_to_fk" FOREIGN KEY ("company_id","to_plan_id") REFERENCES "public"."subscription_plans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_service_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_plan_fk" FOREIGN KEY ("company_id","subscription_plan_id") REFERENCES "public"."subscription_plans"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_content_groups" ADD CONSTRAINT "user_group_content_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_content_groups" ADD CONSTRAINT "user_group_content_groups_group_fk" FOREIGN KEY ("company_id","user_group_id") REFERENCES "public"."user_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_content_groups" ADD CONSTRAINT "user_group_content_groups_cgroup_fk" FOREIGN KEY ("company_id","content_group_id") REFERENCES "public"."content_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_ip_ranges" ADD CONSTRAINT "user_group_ip_ranges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_ip_ranges" ADD CONSTRAINT "user_group_ip_ranges_group_fk" FOREIGN KEY ("company_id","user_group_id") REFERENCES "public"."user_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_fk" FOREIGN KEY ("company_id","user_group_id") REFERENCES "public"."user_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_group_id_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_daily_views_day_idx" ON "content_daily_views" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "favourites_content_idx" ON "favourites" USING btree ("company_id","content_id");--> statement-breakpoint
CREATE INDEX "reading_history_user_recent_idx" ON "reading_history" USING btree ("company_id","user_id","last_read_at");--> statement-breakpoint
CREATE INDEX "reading_history_content_idx" ON "reading_history" USING btree ("company_id","content_id");--> statement-breakpoint
CREATE INDEX "faqs_service_idx" ON "faqs" USING btree ("company_id","service_id","ordinal");--> statement-breakpoint
CREATE INDEX "mail_outbox_company_created_idx" ON "mail_outbox" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("company_id","created_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "new_information_service_idx" ON "new_information" USING btree ("company_id","service_id","ordinal");--> statement-breakpoint
CREATE INDEX "notification_reads_user_idx" ON "notification_reads" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "notifications_service_published_idx" ON "notifications" USING btree ("company_id","service_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_full_domain_uq" ON "companies" USING btree ("domain") WHERE "companies"."domain_type" = 'FULL_DOMAIN';--> statement-breakpoint
CREATE UNIQUE INDEX "companies_api_key_uq" ON "companies" USING btree ("api_key") WHERE "companies"."api_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "services_path_uq" ON "services" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "services_company_default_uq" ON "services" USING btree ("company_id") WHERE "services"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "content_files_current_uq" ON "content_files" USING btree ("company_id","content_id") WHERE "content_files"."is_current";--> statement-breakpoint
CREATE INDEX "content_group_contents_content_idx" ON "content_group_contents" USING btree ("company_id","content_id");--> statement-breakpoint
CREATE INDEX "content_groups_company_service_idx" ON "content_groups" USING btree ("company_id","service_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "content_groups_name_uq" ON "content_groups" USING btree ("company_id","service_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "content_groups_special_uq" ON "content_groups" USING btree ("company_id","service_id","type") WHERE "content_groups"."type" <> 1;--> statement-breakpoint
CREATE UNIQUE INDEX "content_groups_default_uq" ON "content_groups" USING btree ("company_id","service_id") WHERE "content_groups"."is_default";--> statement-breakpoint
CREATE INDEX "content_hashtags_hashtag_idx" ON "content_hashtags" USING btree ("company_id","hashtag_id");--> statement-breakpoint
CREATE INDEX "content_pages_search_vector_idx" ON "content_pages" USING gin ("company_id","search_vector");--> statement-breakpoint
CREATE INDEX "content_pages_trgm_idx" ON "content_pages" USING gin ("company_id","text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "contents_element_id_uq" ON "contents" USING btree ("element_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_company_code_uq" ON "contents" USING btree ("company_id","content_code") WHERE "contents"."content_code" is not null;--> statement-breakpoint
CREATE INDEX "contents_company_service_idx" ON "contents" USING btree ("company_id","service_id","state");--> statement-breakpoint
CREATE INDEX "contents_company_created_idx" ON "contents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "contents_search_vector_idx" ON "contents" USING gin ("company_id","search_vector");--> statement-breakpoint
CREATE INDEX "contents_trgm_idx" ON "contents" USING gin ("company_id","title" gin_trgm_ops,"author" gin_trgm_ops,"distributor_name" gin_trgm_ops,"keywords" gin_trgm_ops,"series" gin_trgm_ops,"param1" gin_trgm_ops,"param2" gin_trgm_ops,"param3" gin_trgm_ops,"param4" gin_trgm_ops,"param5" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "hashtags_name_uq" ON "hashtags" USING btree ("company_id","service_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "banner_settings_service_uq" ON "banner_settings" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "banner_slides_banner_idx" ON "banner_slides" USING btree ("company_id","service_id","banner_id","ordinal");--> statement-breakpoint
CREATE INDEX "buttons_service_idx" ON "buttons" USING btree ("company_id","service_id","action_type","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "content_search_result_settings_service_uq" ON "content_search_result_settings" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sort_fields_field_uq" ON "sort_fields" USING btree ("company_id","service_id","type","field");--> statement-breakpoint
CREATE UNIQUE INDEX "sort_fields_default_uq" ON "sort_fields" USING btree ("company_id","service_id","type") WHERE "sort_fields"."is_sort_field_default";--> statement-breakpoint
CREATE INDEX "sort_fields_service_idx" ON "sort_fields" USING btree ("company_id","service_id","type","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "watermark_settings_service_uq" ON "watermark_settings" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "csv_import_runs_running_uq" ON "csv_import_runs" USING btree ("company_id") WHERE "csv_import_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "csv_import_runs_company_started_idx" ON "csv_import_runs" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_period_uq" ON "transactions" USING btree ("company_id","user_subscription_id","period_start") WHERE "transactions"."kind" in ('purchase', 'renewal') and "transactions"."status" <> 'NG' and "transactions"."period_start" is not null;--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_subscription_idx" ON "transactions" USING btree ("company_id","user_subscription_id");--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "search_box_content_groups_cgroup_idx" ON "search_box_content_groups" USING btree ("company_id","content_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_boxes_label_uq" ON "search_boxes" USING btree ("company_id","tab_id",lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "search_boxes_full_text_uq" ON "search_boxes" USING btree ("company_id","tab_id") WHERE "search_boxes"."search_type" = 1;--> statement-breakpoint
CREATE INDEX "search_boxes_service_idx" ON "search_boxes" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "search_boxes_tab_idx" ON "search_boxes" USING btree ("company_id","tab_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "search_tabs_title_uq" ON "search_tabs" USING btree ("company_id","service_id",lower("title"));--> statement-breakpoint
CREATE INDEX "search_tabs_service_idx" ON "search_tabs" USING btree ("company_id","service_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "body_settings_service_uq" ON "body_settings" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_login_settings_service_uq" ON "custom_login_settings" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "footer_links_service_idx" ON "footer_links" USING btree ("company_id","service_id","position_link","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "footer_settings_service_uq" ON "footer_settings" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "header_settings_service_uq" ON "header_settings" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "input_settings_service_uq" ON "input_settings" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "layout_settings_service_uq" ON "layout_settings" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "coupons_service_idx" ON "coupons" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "discount_ordinals_plan_idx" ON "discount_ordinals" USING btree ("company_id","subscription_plan_id");--> statement-breakpoint
CREATE INDEX "subscription_plan_content_groups_cgroup_idx" ON "subscription_plan_content_groups" USING btree ("company_id","content_group_id");--> statement-breakpoint
CREATE INDEX "subscription_plan_upgrades_to_idx" ON "subscription_plan_upgrades" USING btree ("company_id","to_plan_id");--> statement-breakpoint
CREATE INDEX "subscription_plans_service_idx" ON "subscription_plans" USING btree ("company_id","service_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_active_uq" ON "user_subscriptions" USING btree ("company_id","user_id","subscription_plan_id") WHERE "user_subscriptions"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("company_id","user_id","status");--> statement-breakpoint
CREATE INDEX "user_subscriptions_plan_idx" ON "user_subscriptions" USING btree ("company_id","subscription_plan_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_service_idx" ON "user_subscriptions" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_billing_idx" ON "user_subscriptions" USING btree ("company_id","next_billing_at") WHERE "user_subscriptions"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_tokens_token_hash_uq" ON "email_change_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_change_tokens_company_user_idx" ON "email_change_tokens" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "login_attempts_company_identifier_idx" ON "login_attempts" USING btree ("company_id","identifier","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_company_user_idx" ON "login_attempts" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_uq" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_company_user_idx" ON "password_reset_tokens" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_company_user_idx" ON "sessions" USING btree ("company_id","user_id","expires_at");--> statement-breakpoint
CREATE INDEX "user_group_content_groups_cgroup_idx" ON "user_group_content_groups" USING btree ("company_id","content_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_group_ip_ranges_network_uq" ON "user_group_ip_ranges" USING btree ("company_id","network");--> statement-breakpoint
CREATE INDEX "user_group_ip_ranges_group_idx" ON "user_group_ip_ranges" USING btree ("company_id","user_group_id");--> statement-breakpoint
CREATE INDEX "user_group_members_user_idx" ON "user_group_members" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_name_uq" ON "user_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_default_ip_uq" ON "user_groups" USING btree ("company_id") WHERE "user_groups"."is_default_ip_group";--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_uq" ON "users" USING btree ("company_id",lower("email")) WHERE "users"."email" is not null and "users"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_username_uq" ON "users" USING btree ("company_id",lower("username")) WHERE "users"."username" is not null and "users"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_external_id_uq" ON "users" USING btree ("company_id","external_id") WHERE "users"."external_id" is not null and "users"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_system_email_uq" ON "users" USING btree (lower("email")) WHERE "users"."company_id" is null and "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_system_username_uq" ON "users" USING btree (lower("username")) WHERE "users"."company_id" is null and "users"."username" is not null;--> statement-breakpoint
CREATE INDEX "users_company_role_idx" ON "users" USING btree ("company_id","role_level");--> statement-breakpoint
CREATE INDEX "users_company_service_idx" ON "users" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "users_company_group_idx" ON "users" USING btree ("company_id","user_group_id");