DROP TABLE "portal_scroll_picture" CASCADE;--> statement-breakpoint
DROP TABLE "portal_skin_detail" CASCADE;