CREATE TABLE "member_unit_former_name" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_unit_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"until" date NOT NULL,
	"examine_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_examine_node" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"examine_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_id" integer,
	"actor_login" varchar(64) NOT NULL,
	"actor_name" varchar(64) NOT NULL,
	"comment" varchar(500),
	"notified" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_examine" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_code" varchar(32) NOT NULL,
	"member_unit_id" integer,
	"batch_id" integer,
	"org_name" varchar(200) NOT NULL,
	"new_org_name" varchar(200) NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"examine_status" smallint DEFAULT 3 NOT NULL,
	"examine_opinion" varchar(500),
	"examined_at" timestamp with time zone,
	"examined_by" varchar(64),
	"examined_by_name" varchar(64),
	"submitted_at" timestamp with time zone,
	"submitted_by" varchar(64),
	"submitted_by_name" varchar(64),
	"submitted_by_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_source_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_code" varchar(32) NOT NULL,
	"org_name" varchar(200) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_source_register_credit_code_unique" UNIQUE("credit_code")
);
--> statement-breakpoint
CREATE TABLE "org_sync_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_by" varchar(64) NOT NULL,
	"synced_by_name" varchar(64) NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"renamed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_sync_row" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"credit_code" varchar(32),
	"member_unit_id" integer,
	"old_name" varchar(200),
	"new_name" varchar(200),
	"result" smallint NOT NULL,
	"reason" varchar(200),
	"examine_id" integer
);
--> statement-breakpoint
CREATE TABLE "sms_conf_user" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_by" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_sms_outbox" ALTER COLUMN "code_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "org_examine_node" ADD CONSTRAINT "org_examine_node_examine_id_org_examine_id_fk" FOREIGN KEY ("examine_id") REFERENCES "public"."org_examine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_sync_row" ADD CONSTRAINT "org_sync_row_batch_id_org_sync_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."org_sync_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_unit_former_name_unit_idx" ON "member_unit_former_name" USING btree ("member_unit_id");--> statement-breakpoint
CREATE INDEX "member_unit_former_name_name_idx" ON "member_unit_former_name" USING btree ("name");--> statement-breakpoint
CREATE INDEX "org_examine_node_examine_idx" ON "org_examine_node" USING btree ("examine_id","id");--> statement-breakpoint
CREATE INDEX "org_examine_status_idx" ON "org_examine" USING btree ("examine_status","synced_at");--> statement-breakpoint
CREATE INDEX "org_examine_unit_idx" ON "org_examine" USING btree ("member_unit_id");--> statement-breakpoint
CREATE INDEX "org_sync_row_batch_idx" ON "org_sync_row" USING btree ("batch_id","result","id");--> statement-breakpoint
-- The name changes were the declared module orgExamine (table res_org_examine, made by the start-up sync) until
-- issue 24: their rows move here (statuses 0 to 2 keep their meaning) and the old table goes.
DO $$
BEGIN
  IF to_regclass('res_org_examine') IS NOT NULL THEN
    INSERT INTO "org_examine" ("org_code", "org_name", "new_org_name", "synced_at", "examine_status", "examine_opinion", "examined_at", "examined_by", "examined_by_name", "version", "created_at", "updated_at")
      SELECT left(coalesce("org_code", ''), 32), left(coalesce("org_name", ''), 200), left(coalesce("new_org_name", ''), 200), coalesce("synced_at", "created_at"),
        CASE WHEN "examine_status" IN (0, 1, 2) THEN "examine_status" ELSE 0 END, left("examine_opinion", 500), "examined_at", left("examined_by", 64), left("examined_by", 64),
        "version", "created_at", "updated_at"
      FROM "res_org_examine" ORDER BY "id";
    DROP TABLE "res_org_examine";
    IF to_regclass('res_row_counts') IS NOT NULL THEN
      DELETE FROM "res_row_counts" WHERE "table_name" = 'res_org_examine';
    END IF;
  END IF;
END $$;
