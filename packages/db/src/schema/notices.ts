import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { estates } from './estates.ts';

// Notices of death to institutions (issue 40): drafted from the estate's data, edited by the executor, then tracked
// from drafted to sent, acknowledged and done. `letter` is the letter as it stands (edited while drafted, kept as
// sent); `registry_version` the registry it was drafted with; `follow_up` the day to chase an answer.
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    estate_id: text('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    target_part: text('target_part').notNull(),
    target_id: integer('target_id'),
    ask: text('ask').notNull(),
    letter: jsonb('letter').notNull(),
    registry_version: text('registry_version').notNull(),
    status: text('status').notNull().default('drafted'),
    sent_on: date('sent_on', { mode: 'string' }),
    sent_method: text('sent_method'),
    acknowledged_on: date('acknowledged_on', { mode: 'string' }),
    done_on: date('done_on', { mode: 'string' }),
    follow_up: date('follow_up', { mode: 'string' }),
    reminded_at: timestamp('reminded_at', { withTimezone: true }),
    created_by: text('created_by').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_estate_idx').on(t.estate_id)],
);
export type NoticeRow = typeof notices.$inferSelect;
