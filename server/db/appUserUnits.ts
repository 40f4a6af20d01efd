/**
 * The foreign key from an app user to their member unit (sys_app_user.member_unit_id → res_member_unit.id).
 * The unit table is the declared module memberUnit's, made by the table sync that runs after the Drizzle
 * migrations, so on a fresh database it does not exist yet when migration 0032 adds the column: the key is
 * added here, at start-up after the sync (under the start-up lock on PostgreSQL), once. A unit its staff
 * still name cannot be deleted: the module's delete rule says so first (server/resources/rules/memberUnitUse.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { MEMBER_UNIT_RESOURCE } from '../modules/memberUnits';

export const APP_USER_UNIT_KEY = 'sys_app_user_member_unit_id_fk';

export const linkAppUserUnits = async (db: Db) => {
  await db.execute(
    sql.raw(`DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = '${APP_USER_UNIT_KEY}') THEN
    ALTER TABLE "sys_app_user" ADD CONSTRAINT "${APP_USER_UNIT_KEY}" FOREIGN KEY ("member_unit_id") REFERENCES "${MEMBER_UNIT_RESOURCE.table}" ("id");
  END IF;
END $$`),
  );
};
