CREATE TABLE "biz_jg_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" varchar(32) NOT NULL,
	"item_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"pushed_by" varchar(64) NOT NULL,
	"pushed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "biz_jg_push_item_idx" ON "biz_jg_push" USING btree ("module","item_id","pushed_at");