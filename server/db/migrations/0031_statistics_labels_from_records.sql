CREATE TABLE "stat_intake_day" (
	"stat_date" date PRIMARY KEY NOT NULL,
	"records" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stat_daily" DROP COLUMN "category1_name";--> statement-breakpoint
ALTER TABLE "stat_daily" DROP COLUMN "category2_name";--> statement-breakpoint
ALTER TABLE "stat_daily" DROP COLUMN "content_title";--> statement-breakpoint
ALTER TABLE "stat_daily" DROP COLUMN "institution_name";--> statement-breakpoint
ALTER TABLE "stat_monthly" DROP COLUMN "category1_name";--> statement-breakpoint
ALTER TABLE "stat_monthly" DROP COLUMN "category2_name";--> statement-breakpoint
ALTER TABLE "stat_monthly" DROP COLUMN "content_title";--> statement-breakpoint
ALTER TABLE "stat_monthly" DROP COLUMN "institution_name";--> statement-breakpoint
ALTER TABLE "stat_weekly" DROP COLUMN "category1_name";--> statement-breakpoint
ALTER TABLE "stat_weekly" DROP COLUMN "category2_name";--> statement-breakpoint
ALTER TABLE "stat_weekly" DROP COLUMN "content_title";--> statement-breakpoint
ALTER TABLE "stat_weekly" DROP COLUMN "institution_name";--> statement-breakpoint
-- Hand-written (stat_event is partitioned, outside drizzle-kit's schema: server/statistics/eventTable.ts).
-- The events keep ids only: the names the pages show are read from the server's records by id
-- (server/statistics/labels.ts), never the text an app sent. Dropping the columns of the partitioned
-- table drops them from every partition.
ALTER TABLE "stat_event" DROP COLUMN "category1_name", DROP COLUMN "category2_name", DROP COLUMN "content_title", DROP COLUMN "institution_name";
