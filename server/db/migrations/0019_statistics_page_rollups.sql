CREATE TABLE "stat_app_download_daily" (
	"stat_date" date NOT NULL,
	"platform" text NOT NULL,
	"channel" text NOT NULL,
	"app_version" text NOT NULL,
	"downloads" integer NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "stat_app_download_daily_stat_date_platform_channel_app_version_pk" PRIMARY KEY("stat_date","platform","channel","app_version")
);
--> statement-breakpoint
CREATE TABLE "stat_app_download_device" (
	"stat_date" date NOT NULL,
	"platform" text NOT NULL,
	"channel" text NOT NULL,
	"app_version" text NOT NULL,
	"device_id" text NOT NULL,
	CONSTRAINT "stat_app_download_device_stat_date_platform_channel_app_version_device_id_pk" PRIMARY KEY("stat_date","platform","channel","app_version","device_id")
);
--> statement-breakpoint
DROP INDEX "stat_daily_grain_module_idx";--> statement-breakpoint
DROP INDEX "stat_monthly_grain_module_idx";--> statement-breakpoint
CREATE INDEX "stat_daily_grain_institution_date_idx" ON "stat_daily" USING btree ("grain","institution_id","stat_date","module_code");--> statement-breakpoint
CREATE INDEX "stat_monthly_grain_institution_module_idx" ON "stat_monthly" USING btree ("grain","institution_id","module_code","month");--> statement-breakpoint
-- The rows for all institutions (-1) of what is already rolled up, summed from the per-institution rows, so frozen figures stay as reported.
INSERT INTO "stat_daily" SELECT stat_date, late, grain, module_code, category1_id, category2_id, content_id, platform, -1,
  max(category1_name), max(category2_name), max(content_title), NULL,
  sum(pv), sum(uv), sum(users), sum(clicks), sum(shares), sum(downloads), sum(searches), sum(duration_ms)
FROM "stat_daily" WHERE institution_id >= 0
GROUP BY stat_date, late, grain, module_code, category1_id, category2_id, content_id, platform;
--> statement-breakpoint
INSERT INTO "stat_monthly" SELECT month, grain, module_code, category1_id, category2_id, content_id, platform, -1,
  max(category1_name), max(category2_name), max(content_title), NULL,
  sum(pv), sum(uv), sum(users), sum(clicks), sum(shares), sum(downloads), sum(searches), sum(duration_ms)
FROM "stat_monthly" WHERE institution_id >= 0
GROUP BY month, grain, module_code, category1_id, category2_id, content_id, platform;
--> statement-breakpoint
INSERT INTO "stat_app_download_device" SELECT DISTINCT stat_date, platform, channel, app_version, device_id FROM "stat_app_download";
--> statement-breakpoint
INSERT INTO "stat_app_download_daily" SELECT d.stat_date, d.platform, d.channel, d.app_version, d.downloads, v.devices
FROM (SELECT stat_date, platform, channel, app_version, count(*)::int AS downloads FROM "stat_app_download" GROUP BY 1, 2, 3, 4) AS d
JOIN (SELECT stat_date, platform, channel, app_version, count(*)::int AS devices FROM "stat_app_download_device" GROUP BY 1, 2, 3, 4) AS v
  USING (stat_date, platform, channel, app_version);
