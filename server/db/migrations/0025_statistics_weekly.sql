CREATE TABLE "stat_weekly" (
	"week" date NOT NULL,
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
	CONSTRAINT "stat_weekly_week_grain_module_code_category1_id_category2_id_content_id_platform_institution_id_pk" PRIMARY KEY("week","grain","module_code","category1_id","category2_id","content_id","platform","institution_id")
);
--> statement-breakpoint
CREATE TABLE "stat_week" (
	"week" date PRIMARY KEY NOT NULL,
	"summed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stat_weekly_page_read_idx" ON "stat_weekly" USING btree ("grain","institution_id","platform","week","module_code");