CREATE TABLE "sys_operation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"operator_login_name" varchar(64),
	"operator_cn_name" varchar(64),
	"action" varchar(16) NOT NULL,
	"menu_id" integer,
	"path" varchar(255) NOT NULL,
	"record_id" varchar(64),
	"summary" varchar(255),
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_operation_log_created_idx" ON "sys_operation_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sys_operation_log_action_idx" ON "sys_operation_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "sys_operation_log_menu_idx" ON "sys_operation_log" USING btree ("menu_id","created_at");--> statement-breakpoint
CREATE INDEX "sys_operation_log_operator_idx" ON "sys_operation_log" USING btree ("operator_id","created_at");--> statement-breakpoint
-- Menu 79 (操作日志, resources/menus.ts) for the admin role of an existing database, every data unit like the seed's grants; a new database is granted it by the seed.
INSERT INTO "sys_role_menu" ("role_id", "menu_id", "data_units") SELECT "id", 79, ARRAY['detail','list','add','modify','delete','enable']::text[] FROM "sys_role" WHERE "code" = 'admin' ON CONFLICT DO NOTHING;
