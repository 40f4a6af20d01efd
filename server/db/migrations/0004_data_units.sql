CREATE TABLE "sys_dict" (
	"type" varchar(64) NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"order_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_dict_type_code_pk" PRIMARY KEY("type","code")
);
--> statement-breakpoint
CREATE TABLE "sys_post" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"order_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_role_menu" ADD COLUMN "data_units" text[];