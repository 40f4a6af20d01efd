/**
 * The app's sign-in (docs/app-sign-in.md): sessions of app users, kept like the console's (only the token's
 * SHA-256), in their own table so a console token is never an app token nor the other way round.
 * Re-exported by schema.ts, so the migrations cover it.
 */
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { appUsers } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const appSessions = pgTable(
  'sys_app_session',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    appUserId: integer('app_user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('sys_app_session_user_idx').on(table.appUserId)],
);
