-- Raw page-tracking events (issue 22, docs/statistics.md), partitioned by month on occurred_at.
-- Hand-written: drizzle-kit cannot express declarative partitioning. Monthly partitions
-- (stat_event_pYYYYMM, bounds at Beijing midnight) are created on demand by the ingesting
-- transaction (server/statistics/partitions.ts); the DEFAULT partition takes any row no
-- monthly partition covers, so no event is ever refused for want of a partition.
-- The primary key must hold the partition key, hence (occurred_at, id).
CREATE TABLE "stat_event" (
	"id" bigserial NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"event_type" text NOT NULL,
	"module_code" text NOT NULL,
	"page_type" text NOT NULL,
	"category1_id" integer DEFAULT 0 NOT NULL,
	"category1_name" text,
	"category2_id" integer DEFAULT 0 NOT NULL,
	"category2_name" text,
	"content_id" integer DEFAULT 0 NOT NULL,
	"content_title" text,
	"app_user_id" integer DEFAULT 0 NOT NULL,
	"institution_id" integer DEFAULT 0 NOT NULL,
	"institution_name" text,
	"device_id" text NOT NULL,
	"platform" text NOT NULL,
	"app_version" text,
	"duration_ms" integer,
	"keyword" text,
	CONSTRAINT "stat_event_pk" PRIMARY KEY ("occurred_at", "id")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
CREATE TABLE "stat_event_default" PARTITION OF "stat_event" DEFAULT;
