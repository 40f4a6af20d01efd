CREATE TABLE "sys_captcha" (
	"captcha_key" varchar(36) PRIMARY KEY NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_credential_key" (
	"key_hash" varchar(64) PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(200) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_credential_key_expires_idx" ON "sys_credential_key" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_login_attempt_key_idx" ON "sys_login_attempt" USING btree ("key","at");