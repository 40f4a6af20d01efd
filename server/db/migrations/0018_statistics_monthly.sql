CREATE TABLE "stat_monthly" (
	"month" date NOT NULL,
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
	CONSTRAINT "stat_monthly_month_grain_module_code_category1_id_category2_id_content_id_platform_institution_id_pk" PRIMARY KEY("month","grain","module_code","category1_id","category2_id","content_id","platform","institution_id")
);
--> statement-breakpoint
CREATE INDEX "stat_monthly_grain_module_idx" ON "stat_monthly" USING btree ("grain","module_code","month");--> statement-breakpoint
-- Months frozen before this table existed get their monthly rows now (server/statistics/monthly.ts writes them at freezing).
INSERT INTO "stat_monthly" SELECT date_trunc('month', d.stat_date)::date, d.grain, d.module_code, d.category1_id, d.category2_id, d.content_id, d.platform, d.institution_id,
	max(d.category1_name), max(d.category2_name), max(d.content_title), max(d.institution_name),
	sum(d.pv), sum(d.uv), sum(d.users), sum(d.clicks), sum(d.shares), sum(d.downloads), sum(d.searches), sum(d.duration_ms)
FROM "stat_daily" d JOIN "stat_month" m ON m.month = date_trunc('month', d.stat_date)::date AND m.frozen_at IS NOT NULL
WHERE NOT d.late
GROUP BY 1, d.grain, d.module_code, d.category1_id, d.category2_id, d.content_id, d.platform, d.institution_id;
