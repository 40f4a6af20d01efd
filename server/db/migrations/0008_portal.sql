CREATE TABLE "portal_setting" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "portal_scroll_picture" (
	"scroll_id" integer PRIMARY KEY NOT NULL,
	"pictures" jsonb NOT NULL,
	"updated_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_skin_detail" (
	"skin_id" integer PRIMARY KEY NOT NULL,
	"theme_color" varchar(7) NOT NULL,
	"nav_bar_color" varchar(7) NOT NULL,
	"nav_text_color" varchar(7) NOT NULL,
	"tab_bar_color" varchar(7) NOT NULL,
	"tab_active_color" varchar(7) NOT NULL,
	"header_image" jsonb,
	"tab_bar_image" jsonb,
	"updated_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
