CREATE TABLE "sys_share_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_code" varchar(32) NOT NULL,
	"module_name" varchar(32) NOT NULL,
	"share_title" varchar(40) NOT NULL,
	"share_desc" varchar(120) NOT NULL,
	"share_icon" jsonb,
	"share_url" varchar(500) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_share_config_module_code_unique" UNIQUE("module_code")
);
