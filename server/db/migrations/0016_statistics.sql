CREATE TABLE "stat_app_download" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"stat_date" date NOT NULL,
	"platform" text NOT NULL,
	"channel" text NOT NULL,
	"app_version" text NOT NULL,
	"device_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_client_quota" (
	"client_key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "stat_client_quota_client_key_window_start_pk" PRIMARY KEY("client_key","window_start")
);
--> statement-breakpoint
CREATE TABLE "stat_daily" (
	"stat_date" date NOT NULL,
	"late" boolean NOT NULL,
	"grain" smallint NOT NULL,
	"module_code" text NOT NULL,
	"category1_id" integer NOT NULL,
	"category2_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"platform" text NOT NULL,
	"institution_id" integer NOT NULL,
	"category1_name" text,
	"category2_name" text,
	"content_title" text,
	"institution_name" text,
	"pv" integer NOT NULL,
	"uv" integer NOT NULL,
	"users" integer NOT NULL,
	"clicks" integer NOT NULL,
	"shares" integer NOT NULL,
	"downloads" integer NOT NULL,
	"searches" integer NOT NULL,
	"duration_ms" bigint NOT NULL,
	CONSTRAINT "stat_daily_stat_date_late_grain_module_code_category1_id_category2_id_content_id_platform_institution_id_pk" PRIMARY KEY("stat_date","late","grain","module_code","category1_id","category2_id","content_id","platform","institution_id")
);
--> statement-breakpoint
CREATE TABLE "stat_dirty_day" (
	"stat_date" date PRIMARY KEY NOT NULL,
	"generation" bigserial NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_disclosure_query" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"stat_date" date NOT NULL,
	"app_user_id" integer,
	"user_name" text,
	"institution_id" integer,
	"institution_name" text NOT NULL,
	"disclosure_id" integer,
	"disclosure_title" text,
	"keyword" text,
	"platform" text NOT NULL,
	"device_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_month" (
	"month" date PRIMARY KEY NOT NULL,
	"frozen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "stat_app_download_date_idx" ON "stat_app_download" USING btree ("stat_date");--> statement-breakpoint
CREATE INDEX "stat_daily_grain_module_idx" ON "stat_daily" USING btree ("grain","module_code","stat_date");--> statement-breakpoint
CREATE INDEX "stat_disclosure_query_time_idx" ON "stat_disclosure_query" USING btree ("occurred_at");