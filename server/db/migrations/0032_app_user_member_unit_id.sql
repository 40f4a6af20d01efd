ALTER TABLE "sys_app_user" ADD COLUMN "member_unit_id" integer;--> statement-breakpoint
CREATE INDEX "sys_app_user_member_unit_idx" ON "sys_app_user" USING btree ("member_unit_id");--> statement-breakpoint
-- Issue 34: an app user named their member unit by its text, so an approved rename cut the unit's staff off.
-- They now hold the unit's id (its foreign key is added at start-up, once the declared table res_member_unit
-- exists: server/db/appUserUnits.ts). The text stays, renamed, only where it names no member unit.
ALTER TABLE "sys_app_user" RENAME COLUMN "member_unit" TO "member_unit_legacy";--> statement-breakpoint
UPDATE "sys_app_user" SET "member_unit_legacy" = NULL WHERE trim("member_unit_legacy") = '';--> statement-breakpoint
DO $$
BEGIN
  IF to_regclass('res_member_unit') IS NOT NULL THEN
    -- A name (trimmed) finds the unit holding it now (the lowest id of equal names, as the lookup by name
    -- did), else the one unit that held it before a rename (the staff a rename had already cut off).
    CREATE TEMP TABLE "unit_by_name" ("name" text PRIMARY KEY, "id" integer NOT NULL);
    INSERT INTO "unit_by_name" ("name", "id")
      SELECT DISTINCT ON (trim("unit_name")) trim("unit_name"), "id" FROM "res_member_unit"
      WHERE trim(coalesce("unit_name", '')) <> '' ORDER BY trim("unit_name"), "id";
    INSERT INTO "unit_by_name" ("name", "id")
      SELECT trim(f."name"), min(f."member_unit_id") FROM "member_unit_former_name" f JOIN "res_member_unit" u ON u."id" = f."member_unit_id"
      WHERE trim(f."name") <> '' GROUP BY trim(f."name") HAVING count(DISTINCT f."member_unit_id") = 1
      ON CONFLICT ("name") DO NOTHING;
    UPDATE "sys_app_user" a SET "member_unit_id" = m."id", "member_unit_legacy" = NULL
      FROM "unit_by_name" m WHERE m."name" = trim(a."member_unit_legacy");
    -- Opinion feedback keeps the name it was sent under and gains the unit's id (the table sync would add the column).
    IF to_regclass('res_idea_feedback') IS NOT NULL THEN
      ALTER TABLE "res_idea_feedback" ADD COLUMN IF NOT EXISTS "member_unit_id" integer;
      UPDATE "res_idea_feedback" f SET "member_unit_id" = m."id" FROM "unit_by_name" m WHERE m."name" = trim(f."member_unit");
    END IF;
    DROP TABLE "unit_by_name";
  END IF;
END $$;
