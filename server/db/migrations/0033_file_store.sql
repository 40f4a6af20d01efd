CREATE TABLE "sys_file_chunk" (
	"file_id" varchar(36) NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "sys_file_chunk_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sys_file_upload" (
	"file_id" varchar(36) PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_file_upload_started_idx" ON "sys_file_upload" USING btree ("started_at");--> statement-breakpoint
-- Issue 38: uploaded files move from DATA_DIR/uploads into the database. Most are images, PDFs and Office
-- files, already compressed: stored out of line without another round of compression.
ALTER TABLE "sys_file_chunk" ALTER COLUMN "data" SET STORAGE EXTERNAL;
