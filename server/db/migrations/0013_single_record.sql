CREATE TABLE "single_record" (
	"kind" varchar(64) NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "single_record_kind_owner_id_pk" PRIMARY KEY("kind","owner_id")
);
--> statement-breakpoint
INSERT INTO "single_record" ("kind", "owner_id", "value", "updated_by", "created_at", "updated_at", "version")
SELECT 'scrollPictures', "scroll_id", jsonb_build_object('pictures', "pictures"), "updated_by", "created_at", "updated_at", "version" FROM "portal_scroll_picture";--> statement-breakpoint
INSERT INTO "single_record" ("kind", "owner_id", "value", "updated_by", "created_at", "updated_at", "version")
SELECT 'skinDetail', "skin_id", jsonb_build_object('themeColor', "theme_color", 'navBarColor', "nav_bar_color", 'navTextColor', "nav_text_color", 'tabBarColor', "tab_bar_color", 'tabActiveColor', "tab_active_color", 'headerImage', "header_image", 'tabBarImage', "tab_bar_image"), "updated_by", "created_at", "updated_at", "version" FROM "portal_skin_detail";--> statement-breakpoint
INSERT INTO "single_record" ("kind", "owner_id", "value", "updated_by", "created_at", "updated_at", "version")
SELECT "key", 0, "value", "updated_by", "updated_at", "updated_at", 1 FROM "portal_setting" WHERE "key" IN ('abilityLevelModulus', 'abilityLevelCommonSetting');--> statement-breakpoint
DELETE FROM "portal_setting" WHERE "key" IN ('abilityLevelModulus', 'abilityLevelCommonSetting');
