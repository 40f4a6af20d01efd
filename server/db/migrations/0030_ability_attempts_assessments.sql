CREATE TABLE "ab_challenge_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_user_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"state" varchar(16) DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ab_assessment" ADD COLUMN "open_date" date;--> statement-breakpoint
ALTER TABLE "ab_assessment" ADD COLUMN "close_date" date;--> statement-breakpoint
ALTER TABLE "ab_assessment" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ab_assessment" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ab_level_challenge" ADD COLUMN "attempt_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "ab_attempt_open_user_uq" ON "ab_challenge_attempt" USING btree ("app_user_id") WHERE state = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "ab_challenge_attempt_uq" ON "ab_level_challenge" USING btree ("attempt_id");