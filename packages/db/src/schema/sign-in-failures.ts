import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per account (email, lower case) within the current window: the per-account throttle beside
 * better-auth's per-IP limit. In PostgreSQL so every app server counts the same attempts.
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
});
