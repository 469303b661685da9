import type { Db } from '@probity/db';
import { pgOf } from './pg.ts';

/**
 * Tables of the reminder feature: the local outbox (mail kept when no SMTP server is configured), the
 * reminders already sent (so each goes out once per task, kind and due date), and the per-user switch.
 * Created idempotently here because the feature arrived while the shared schema was being reworked;
 * they belong in a drizzle migration of packages/db once that settles (noted in the issue).
 */
const DDL = `
create table if not exists outbox (
  id integer generated always as identity primary key,
  user_id text references users(id) on delete cascade,
  to_email text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index if not exists outbox_user_idx on outbox (user_id, created_at desc);
create table if not exists task_reminders_sent (
  estate_id text not null references estates(id) on delete cascade,
  task_id integer not null,
  kind text not null,
  due date not null,
  sent_at timestamptz not null default now(),
  primary key (estate_id, task_id, kind, due)
);
create table if not exists reminder_prefs (
  user_id text primary key references users(id) on delete cascade,
  reminders_off boolean not null default false
);`;

const ready = new WeakMap<Db, Promise<void>>();

/** Creates the tables once per database handle (concurrent callers share the same attempt). */
export function ensureReminderTables(db: Db): Promise<void> {
  let p = ready.get(db);
  if (!p) {
    // An advisory lock keeps two app servers starting together from racing on CREATE.
    p = (async () => {
      const c = await pgOf(db).connect();
      try {
        await c.query('select pg_advisory_lock(727274)');
        await c.query(DDL);
      } finally {
        await c.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        c.release();
      }
    })();
    p.catch(() => ready.delete(db));
    ready.set(db, p);
  }
  return p;
}
