import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { users } from '../schema/auth.ts';
import { estates } from '../schema/estates.ts';
import { outbox, reminderPrefs, taskRemindersSent } from '../schema/reminders.ts';

// Task reminders (docs/api.md, Reminders): who gets one, what was already sent, the per-user switch, and the
// local outbox that keeps mail when no SMTP server is configured.

export interface ReminderCandidate {
  estate_id: string;
  user_id: string;
  email: string;
  user_name: string;
}

/**
 * Estates past their key date (death date set, or a trust) with their owner, for owners who have not turned
 * reminders off; only the owners in `userIds` when given. Ordered by estate id.
 */
export async function listReminderCandidates(
  x: Exec,
  userIds: readonly string[] | null,
): Promise<ReminderCandidate[]> {
  return x
    .select({ estate_id: estates.id, user_id: users.id, email: users.email, user_name: users.name })
    .from(estates)
    .innerJoin(users, eq(users.id, estates.owner_id))
    .leftJoin(reminderPrefs, eq(reminderPrefs.user_id, users.id))
    .where(
      and(
        sql`coalesce(${reminderPrefs.reminders_off}, false) = false`,
        or(isNotNull(estates.death_date), eq(estates.trust, true)),
        userIds ? inArray(users.id, [...userIds]) : undefined,
      ),
    )
    .orderBy(estates.id);
}

export interface ReminderSent {
  task_id: number;
  kind: string;
  due: string;
}

/** Reminders already sent for an estate: each task, kind and due date goes out once. */
export async function listRemindersSent(x: Exec, estateId: string): Promise<ReminderSent[]> {
  return x
    .select({ task_id: taskRemindersSent.task_id, kind: taskRemindersSent.kind, due: taskRemindersSent.due })
    .from(taskRemindersSent)
    .where(eq(taskRemindersSent.estate_id, estateId));
}

/** Records reminders as sent (one already recorded is left as it is). */
export async function addRemindersSent(
  x: Exec,
  estateId: string,
  sent: readonly ReminderSent[],
): Promise<void> {
  if (sent.length === 0) return;
  await x
    .insert(taskRemindersSent)
    .values(sent.map((s) => ({ estate_id: estateId, task_id: s.task_id, kind: s.kind, due: s.due })))
    .onConflictDoNothing();
}

/** True when the user turned task reminder emails off (they are on unless turned off). */
export async function remindersOff(x: Exec, userId: string): Promise<boolean> {
  const [row] = await x
    .select({ off: reminderPrefs.reminders_off })
    .from(reminderPrefs)
    .where(eq(reminderPrefs.user_id, userId));
  return row?.off ?? false;
}

export async function setRemindersOff(x: Exec, userId: string, off: boolean): Promise<void> {
  await x
    .insert(reminderPrefs)
    .values({ user_id: userId, reminders_off: off })
    .onConflictDoUpdate({ target: reminderPrefs.user_id, set: { reminders_off: off } });
}

export interface OutboxMail {
  user_id: string | null;
  to_email: string;
  subject: string;
  body: string;
}

export async function addOutboxMail(x: Exec, mail: OutboxMail): Promise<void> {
  await x.insert(outbox).values(mail);
}

/** A user's outbox, newest first. */
export async function listOutbox(x: Exec, userId: string, limit: number) {
  return x
    .select({
      id: outbox.id,
      to_email: outbox.to_email,
      subject: outbox.subject,
      body: outbox.body,
      created_at: outbox.created_at,
    })
    .from(outbox)
    .where(eq(outbox.user_id, userId))
    .orderBy(desc(outbox.created_at), desc(outbox.id))
    .limit(limit);
}
