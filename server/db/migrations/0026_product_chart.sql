CREATE TABLE "product_chart" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" varchar(30) NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"graph" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"published_by" varchar(64),
	"updated_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
-- The chart saved before (a name, an explanation and a picture in portal_setting) keeps its name and explanation as a draft with no nodes.
INSERT INTO "product_chart" ("id", "title", "intro", "graph", "updated_by", "updated_at")
SELECT 1, left("value"->>'title', 30), coalesce("value"->>'intro', ''), '{"nodes":[],"links":[]}'::jsonb, "updated_by", "updated_at"
FROM "portal_setting" WHERE "key" = 'associationProductChart' AND coalesce("value"->>'title', '') <> '';--> statement-breakpoint
DELETE FROM "portal_setting" WHERE "key" = 'associationProductChart';
