-- The rows over all institutions and all platforms (platform ''), summed from the rows over all institutions per platform, so frozen figures stay as reported.
INSERT INTO "stat_daily" SELECT stat_date, late, grain, module_code, category1_id, category2_id, content_id, '', institution_id,
  max(category1_name), max(category2_name), max(content_title), NULL,
  sum(pv), sum(uv), sum(users), sum(clicks), sum(shares), sum(downloads), sum(searches), sum(duration_ms)
FROM "stat_daily" WHERE institution_id = -1 AND platform <> ''
GROUP BY stat_date, late, grain, module_code, category1_id, category2_id, content_id, institution_id;
--> statement-breakpoint
INSERT INTO "stat_monthly" SELECT month, grain, module_code, category1_id, category2_id, content_id, '', institution_id,
  max(category1_name), max(category2_name), max(content_title), NULL,
  sum(pv), sum(uv), sum(users), sum(clicks), sum(shares), sum(downloads), sum(searches), sum(duration_ms)
FROM "stat_monthly" WHERE institution_id = -1 AND platform <> ''
GROUP BY month, grain, module_code, category1_id, category2_id, content_id, institution_id;
