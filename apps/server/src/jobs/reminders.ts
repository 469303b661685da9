import { type Db, findEstate } from '@probity/db';
import { buildTaskList, type Task, taskEstateOf } from '@probity/domain';
import { loadFull } from '../estates/load-estate.ts';
import { estateTaskState } from '../routes/tasks/task-state-row.ts';
import type { Mailer } from './mailer.ts';
import { pgOf } from './pg.ts';
import { type DueTask, reminderEmail } from './reminder-email.ts';

const DAY = 86_400_000;
export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** How many days of a missed run we still catch up on. */
const CATCH_UP_DAYS = 7;

/**
 * Tasks worth a reminder today: open, active, and either due within the next week or overdue since at most a
 * week (a reminder missed because the job did not run still goes out once; older ones stay quiet).
 */
export function dueTasks(tasks: readonly Task[], today: string): DueTask[] {
  const weekAhead = addDays(today, 7);
  const oldest = addDays(today, -CATCH_UP_DAYS);
  const out: DueTask[] = [];
  for (const t of tasks) {
    if (t.status !== 'N' || t.inactive || !t.due) continue;
    if (t.due > today && t.due <= weekAhead) out.push({ id: t.id, name: t.name, due: t.due, kind: 'week' });
    else if (t.due < today && t.due >= oldest)
      out.push({ id: t.id, name: t.name, due: t.due, kind: 'overdue' });
  }
  return out;
}

interface Candidate {
  estate_id: string;
  user_id: string;
  email: string;
  user_name: string;
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
  const { rows } = await pgOf(db).query<Candidate>(
    `select e.id as estate_id, u.id as user_id, u.email, u.name as user_name
       from estates e join users u on u.id = e.owner_id
       left join reminder_prefs p on p.user_id = u.id
      where coalesce(p.reminders_off, false) = false and (e.death_date is not null or e.trust)
        and ($1::text[] is null or u.id = any($1::text[]))
      order by e.id`,
    [only],
  );
  const run: ReminderRun = { estates: rows.length, emails: 0, tasks: 0 };
  for (const c of rows) {
    const estate = await findEstate(db, c.estate_id);
    if (!estate) continue;
    const full = await loadFull(db, estate, 'owner');
    const source = { ...full, meta: full.meta as unknown as Record<string, unknown> };
    const tasks = buildTaskList(taskEstateOf(source), estateTaskState(estate));
    const sent = await pgOf(db).query<{ task_id: number; kind: string; due: string }>(
      `select task_id, kind, to_char(due, 'YYYY-MM-DD') as due from task_reminders_sent where estate_id = $1`,
      [c.estate_id],
    );
    const seen = new Set(sent.rows.map((r) => `${r.task_id}/${r.kind}/${r.due}`));
    const fresh = dueTasks(tasks, today).filter((t) => !seen.has(`${t.id}/${t.kind}/${t.due}`));
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
    for (const t of fresh) {
      await pgOf(db).query(
        `insert into task_reminders_sent (estate_id, task_id, kind, due) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [c.estate_id, t.id, t.kind, t.due],
      );
    }
    run.emails += 1;
    run.tasks += fresh.length;
  }
  return run;
}
