CREATE TABLE "qua_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"cert_no" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"id_card" varchar(18) NOT NULL,
	"category" varchar(50) NOT NULL,
	"institution" varchar(100) NOT NULL,
	"obtained_on" varchar(10),
	"batch_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qua_certificate_cert_no_unique" UNIQUE("cert_no")
);
--> statement-breakpoint
CREATE TABLE "qua_file" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qua_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"cert_no" varchar(32) NOT NULL,
	"id_card" varchar(18) NOT NULL,
	"name" varchar(50) NOT NULL,
	"change" integer NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qua_import_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" varchar(36) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"total_rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"error_rows" integer NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rows" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"error_file_id" varchar(36),
	"package_file_id" varchar(36),
	"register_revision" integer NOT NULL,
	"checked_by" varchar(64) NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" varchar(64),
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qua_register_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "qua_certificate_id_card" ON "qua_certificate" USING btree ("id_card");--> statement-breakpoint
CREATE INDEX "qua_certificate_name" ON "qua_certificate" USING btree ("name");--> statement-breakpoint
CREATE INDEX "qua_history_id_card" ON "qua_history" USING btree ("id_card");--> statement-breakpoint
CREATE INDEX "qua_history_batch" ON "qua_history" USING btree ("batch_id");--> statement-breakpoint
INSERT INTO "qua_register_state" ("id", "revision", "origin", "note") VALUES (1, 0, '中国证券业协会从业人员资格登记', '数据每月更新，如有疑问请联系协会会员部。') ON CONFLICT DO NOTHING;
