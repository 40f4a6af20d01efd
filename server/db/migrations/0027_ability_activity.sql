CREATE TABLE "ab_assessment_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"app_user_id" integer NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"institution_id" integer NOT NULL,
	"institution_name" varchar(200) NOT NULL,
	"answers" jsonb NOT NULL,
	"correct_count" smallint NOT NULL,
	"score" smallint NOT NULL,
	"passed" boolean NOT NULL,
	"seconds" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ab_assessment" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"title" varchar(100) NOT NULL,
	"business_type_id" integer,
	"question_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ab_assessment_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ab_level_challenge" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_user_id" integer NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"institution_id" integer NOT NULL,
	"institution_name" varchar(200) NOT NULL,
	"level_id" integer NOT NULL,
	"level_name" varchar(64) NOT NULL,
	"business_type_id" integer,
	"question_count" smallint NOT NULL,
	"correct_count" smallint NOT NULL,
	"score" smallint NOT NULL,
	"passed" boolean NOT NULL,
	"seconds" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ab_study_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_user_id" integer NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"institution_id" integer NOT NULL,
	"institution_name" varchar(200) NOT NULL,
	"question_id" integer NOT NULL,
	"business_type_id" integer NOT NULL,
	"answer" varchar(20) NOT NULL,
	"correct" boolean NOT NULL,
	"seconds" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ab_assessment_answer_user_uq" ON "ab_assessment_answer" USING btree ("assessment_id","app_user_id");--> statement-breakpoint
CREATE INDEX "ab_assessment_answer_time_idx" ON "ab_assessment_answer" USING btree ("assessment_id","submitted_at");--> statement-breakpoint
CREATE INDEX "ab_challenge_level_time_idx" ON "ab_level_challenge" USING btree ("level_id","attempted_at");--> statement-breakpoint
CREATE INDEX "ab_challenge_user_idx" ON "ab_level_challenge" USING btree ("app_user_id","level_id");--> statement-breakpoint
CREATE INDEX "ab_study_type_time_idx" ON "ab_study_record" USING btree ("business_type_id","answered_at");--> statement-breakpoint
CREATE INDEX "ab_study_user_time_idx" ON "ab_study_record" USING btree ("app_user_id","answered_at");