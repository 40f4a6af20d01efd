CREATE TABLE "sys_app_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"real_name" varchar(64) NOT NULL,
	"member_unit" text,
	"user_type" smallint DEFAULT 2 NOT NULL,
	"login_enabled" smallint DEFAULT 1 NOT NULL,
	"member_type" smallint DEFAULT 0 NOT NULL,
	"member_start" date,
	"member_end" date,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_app_user_mobile_unique" UNIQUE("mobile")
);
