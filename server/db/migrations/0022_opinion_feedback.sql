-- Opinion feedback (issue 24, docs/opinion-feedback.md): the recorded steps of each feedback and the reply
-- templates. The feedback rows stay in the declared table res_idea_feedback (synced at start-up).
CREATE TABLE "fb_feedback_step" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"result" text NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(64) NOT NULL,
	"acted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fb_feedback_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"content" text NOT NULL,
	"created_by" varchar(64) NOT NULL,
	"updated_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fb_feedback_step_feedback_idx" ON "fb_feedback_step" USING btree ("feedback_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fb_feedback_template_name_idx" ON "fb_feedback_template" USING btree ("name");