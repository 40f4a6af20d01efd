CREATE TABLE "sys_sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"message_type" varchar(32) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"text" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sys_sms_outbox_phone_idx" ON "sys_sms_outbox" USING btree ("phone","message_type","id");