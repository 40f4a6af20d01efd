CREATE TABLE "sys_app_session" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"app_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_app_user" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "sys_app_session" ADD CONSTRAINT "sys_app_session_app_user_id_sys_app_user_id_fk" FOREIGN KEY ("app_user_id") REFERENCES "public"."sys_app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_app_session_user_idx" ON "sys_app_session" USING btree ("app_user_id");