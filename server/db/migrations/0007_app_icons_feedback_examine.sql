CREATE TABLE "sys_app_icon" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon_name" varchar(32) NOT NULL,
	"icon_code" varchar(32) NOT NULL,
	"icon_url" text,
	"order_seq" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_app_icon_icon_code_unique" UNIQUE("icon_code")
);
--> statement-breakpoint
CREATE TABLE "sys_app_user_icon" (
	"user_id" integer NOT NULL,
	"icon_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" varchar(64),
	CONSTRAINT "sys_app_user_icon_user_id_icon_id_pk" PRIMARY KEY("user_id","icon_id")
);
--> statement-breakpoint
CREATE TABLE "biz_idea_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"contact_name" varchar(64),
	"contact_phone" varchar(20),
	"member_unit" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deal_with_status" smallint DEFAULT 0 NOT NULL,
	"deal_with_result" text,
	"dealt_at" timestamp with time zone,
	"issued_status" smallint DEFAULT 0 NOT NULL,
	"issued_result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_org_examine" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_code" varchar(32) NOT NULL,
	"org_name" varchar(100) NOT NULL,
	"new_org_name" varchar(100) NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"examine_status" smallint DEFAULT 0 NOT NULL,
	"examine_opinion" text,
	"examined_at" timestamp with time zone,
	"examined_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_app_user_icon" ADD CONSTRAINT "sys_app_user_icon_user_id_sys_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_app_user_icon" ADD CONSTRAINT "sys_app_user_icon_icon_id_sys_app_icon_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."sys_app_icon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_app_user_icon_icon_idx" ON "sys_app_user_icon" USING btree ("icon_id");--> statement-breakpoint
CREATE INDEX "biz_idea_feedback_status_idx" ON "biz_idea_feedback" USING btree ("deal_with_status");--> statement-breakpoint
CREATE INDEX "biz_org_examine_status_idx" ON "biz_org_examine" USING btree ("examine_status");