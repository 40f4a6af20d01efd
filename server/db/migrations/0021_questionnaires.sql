CREATE TABLE "qn_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"institution_name" text NOT NULL,
	"stratum_key" text NOT NULL,
	"app_user_id" integer,
	"app_user_name" varchar(64),
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qn_draw" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"method" varchar(16) NOT NULL,
	"algorithm" varchar(32) NOT NULL,
	"seed" varchar(128),
	"frame" text NOT NULL,
	"frame_fingerprint" char(64) NOT NULL,
	"frame_size" integer NOT NULL,
	"parameters" jsonb NOT NULL,
	"exclude_days" integer,
	"record" jsonb NOT NULL,
	"sample_size" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"drawn_by" varchar(64) NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qn_push_target" (
	"id" serial PRIMARY KEY NOT NULL,
	"push_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"reason" varchar(200),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qn_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"draw_id" integer NOT NULL,
	"pushed_by" varchar(64) NOT NULL,
	"pushed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"target_count" integer NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qn_questionnaire" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"anonymous" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"copied_from" integer,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" varchar(64) NOT NULL,
	"updated_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qn_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"order_seq" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"help_text" varchar(500),
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qn_sample" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"institution_name" text NOT NULL,
	"stratum_key" text NOT NULL,
	"push_status" smallint DEFAULT 0 NOT NULL,
	"last_pushed_at" timestamp with time zone,
	"answered" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qn_statistics" (
	"questionnaire_id" integer PRIMARY KEY NOT NULL,
	"answer_count" integer NOT NULL,
	"data" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qn_answer" ADD CONSTRAINT "qn_answer_questionnaire_id_qn_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."qn_questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qn_draw" ADD CONSTRAINT "qn_draw_questionnaire_id_qn_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."qn_questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qn_push_target" ADD CONSTRAINT "qn_push_target_push_id_qn_push_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."qn_push"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qn_push" ADD CONSTRAINT "qn_push_questionnaire_id_qn_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."qn_questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qn_question" ADD CONSTRAINT "qn_question_questionnaire_id_qn_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."qn_questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qn_sample" ADD CONSTRAINT "qn_sample_draw_id_qn_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."qn_draw"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qn_statistics" ADD CONSTRAINT "qn_statistics_questionnaire_id_qn_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."qn_questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qn_answer_institution_idx" ON "qn_answer" USING btree ("questionnaire_id","institution_id");--> statement-breakpoint
CREATE INDEX "qn_answer_time_idx" ON "qn_answer" USING btree ("questionnaire_id","submitted_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "qn_draw_current_idx" ON "qn_draw" USING btree ("questionnaire_id") WHERE "qn_draw"."current";--> statement-breakpoint
CREATE INDEX "qn_draw_questionnaire_idx" ON "qn_draw" USING btree ("questionnaire_id","drawn_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qn_push_target_idx" ON "qn_push_target" USING btree ("push_id","institution_id");--> statement-breakpoint
CREATE INDEX "qn_push_questionnaire_idx" ON "qn_push" USING btree ("questionnaire_id","pushed_at");--> statement-breakpoint
CREATE INDEX "qn_questionnaire_list_idx" ON "qn_questionnaire" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "qn_question_order_idx" ON "qn_question" USING btree ("questionnaire_id","order_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "qn_sample_draw_institution_idx" ON "qn_sample" USING btree ("draw_id","institution_id");--> statement-breakpoint
CREATE INDEX "qn_sample_institution_idx" ON "qn_sample" USING btree ("institution_id","questionnaire_id");