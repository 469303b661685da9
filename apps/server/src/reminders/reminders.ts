import {
  addRemindersSent,
  type Db,
  findEstate,
  listNotices,
  listReminderCandidates,
  listRemindersSent,
  type NoticeRow,
} from '@probity/db';
import {
  buildTaskList,
  followUpDue,
  isOpenNow,
  isOverdue,
  type NoticeLetter,
  noticeKind,
  shiftDays,
  type Task,
  taskEstateOf,
} from '@probity/domain';
import { estateTaskState, loadFull } from '../estate/index.ts';
import type { Mailer } from '../runtime/ports.ts';
import { type DueTask, reminderEmail } from './reminder-email.ts';

/** How many days of a missed run we still catch up on. */
const CATCH_UP_DAYS = 7;

/**
 * Tasks worth a reminder today: open, active, and either due within the next week or overdue since at most a
 * week (a reminder missed because the job did not run still goes out once; older ones stay quiet). Open and
 * overdue are the Tasks tab's own rules (domain tasks/urgency.ts).
 */
export function dueTasks(tasks: readonly Task[], today: string): DueTask[] {
  const weekAhead = shiftDays(today, 7);
  const oldest = shiftDays(today, -CATCH_UP_DAYS);
  const out: DueTask[] = [];
  for (const t of tasks) {
    if (!isOpenNow(t) || !t.due) continue;
    if (t.due > today && t.due <= weekAhead) out.push({ id: t.id, name: t.name, due: t.due, kind: 'week' });
    else if (isOverdue(t, today) && t.due >= oldest)
      out.push({ id: t.id, name: t.name, due: t.due, kind: 'overdue' });
  }
  return out;
}

/**
 * Notices worth a reminder today: sent, with no answer recorded, and past their follow-up date by at most the
 * catch-up week (the registry's typical answer time set that date when the notice was marked sent).
 */
export function dueNotices(notices: readonly NoticeRow[], today: string): DueTask[] {
  const oldest = shiftDays(today, -CATCH_UP_DAYS);
  return notices
    .filter((n) => followUpDue(n, today) && (n.follow_up as string) >= oldest)
    .map((n) => {
      const to = (n.letter as NoticeLetter).to[0] ?? '';
      const kind = noticeKind(n.kind)?.name ?? n.kind;
      return {
        id: n.id,
        name: `Notice to ${to || kind}${to && to !== kind ? ` (${kind})` : ''}`,
        due: n.follow_up as string,
        kind: 'follow_up' as const,
      };
    });
}

export interface ReminderRun {
  estates: number;
  emails: number;
  tasks: number;
}

/**
 * The daily run: every owned estate past its key date whose owner has not turned reminders off
 * (or only the estates of `userIds`, for a run on demand).
 */
export async function runReminders(
  db: Db,
  mailer: Mailer,
  today: string,
  baseUrl: string,
  opts: { userIds?: string[] } = {},
): Promise<ReminderRun> {
  const only = opts.userIds?.length ? opts.userIds : null;
  const rows = await listReminderCandidates(db, only);
  const run: ReminderRun = { estates: rows.length, emails: 0, tasks: 0 };
  for (const c of rows) {
    const estate = await findEstate(db, c.estate_id);
    if (!estate) continue;
    const full = await loadFull(db, estate, 'owner');
    const source = { ...full, meta: full.meta as unknown as Record<string, unknown> };
    const tasks = buildTaskList(taskEstateOf(source), estateTaskState(estate));
    const sent = await listRemindersSent(db, c.estate_id);
    const seen = new Set(sent.map((r) => `${r.task_id}/${r.kind}/${r.due}`));
    const due = [...dueTasks(tasks, today), ...dueNotices(await listNotices(db, c.estate_id), today)];
    const fresh = due.filter((t) => !seen.has(`${t.id}/${t.kind}/${t.due}`));
    if (!fresh.length) continue;
    const mail = reminderEmail({
      userName: c.user_name,
      estateLabel: estate.label || estate.name || 'your estate',
      estateId: estate.id,
      baseUrl,
      tasks: fresh,
    });
    await mailer.send({ userId: c.user_id, to: c.email, ...mail });
    // Recorded after sending: a failed send is tried again on the next run.
    await addRemindersSent(
      db,
      c.estate_id,
      fresh.map((t) => ({ task_id: t.id, kind: t.kind, due: t.due })),
    );
    run.emails += 1;
    run.tasks += fresh.length;
  }
  return run;
}
