import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { estates } from './estates.ts';

// Task reminders (issue 6): the local outbox (mail kept when no SMTP server is configured), the reminders
// already sent (each goes out once per task, kind and due date), and the per-user switch.

export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to_email: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_user_idx').on(t.user_id, t.created_at.desc())],
);

export const taskRemindersSent = pgTable(
  'task_reminders_sent',
  {
    estate_id: text('estate_id')
      .notNull()
      .references(() => estates.id, { onDelete: 'cascade' }),
    task_id: integer('task_id').notNull(),
    kind: text('kind').notNull(),
    due: date('due', { mode: 'string' }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.estate_id, t.task_id, t.kind, t.due] })],
);

export const reminderPrefs = pgTable('reminder_prefs', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders_off: boolean('reminders_off').notNull().default(false),
});
