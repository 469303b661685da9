import { createDb } from '@probity/db';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { remindReleases } from '../heirs/release-reminders.ts';
import { runReminders } from '../reminders/reminders.ts';

export interface Jobs {
  boss: PgBoss;
  stop: () => Promise<void>;
}

export const REMINDER_QUEUE = 'task-reminders';
/** Every day at 07:00 UTC (REMINDER_CRON overrides). */
const DEFAULT_CRON = '0 7 * * *';

/**
 * The job queue (pg-boss) in the same PostgreSQL: a cron schedule puts one reminder job a day on the queue and
 * whichever app server takes it runs it, so several servers behind a load balancer send each email once.
 * REMINDERS=off disables it (tests, one-off tools).
 */
export async function startJobs(
  app: FastifyInstance,
  o: { databaseUrl: string; baseUrl: string; env?: NodeJS.ProcessEnv },
): Promise<Jobs | null> {
  const env = o.env ?? process.env;
  if (env.REMINDERS === 'off') return null;
  const client = createDb(o.databaseUrl, 4, {
    // pg-boss's SELECTs call its own functions, which write: none is run twice (its loops try again later)
    retryReads: false,
    onConnectionError: (err) => app.log.debug({ err }, 'job queue connection lost'),
  });
  const { mailer } = app.ctx;
  // pg-boss on our pool rather than its own: the pool survives a database restart (packages/db client.ts)
  const boss = new PgBoss({ db: { executeSql: (text, values) => client.pool.query(text, values) } });
  boss.on('error', (err: unknown) => app.log.error({ err }, 'job queue'));
  await boss.start();
  await boss.createQueue(REMINDER_QUEUE);
  await boss.schedule(REMINDER_QUEUE, env.REMINDER_CRON || DEFAULT_CRON, {}, { tz: 'UTC' });
  app.metrics.watchPool('jobs', client.pool);
  const remind = app.metrics.timeJob(REMINDER_QUEUE, async (job?: { data?: { userIds?: string[] } }) => {
    const today = new Date().toISOString().slice(0, 10);
    const run = await runReminders(client.db, mailer, today, o.baseUrl, { userIds: job?.data?.userIds });
    app.log.info({ ...run, mailer: mailer.kind }, 'task reminders sent');
    const releases = await remindReleases({ db: client.db, mailer, baseUrl: o.baseUrl }, app.log, new Date());
    app.log.info(releases, 'release reminders sent');
  });
  await boss.work<{ userIds?: string[] }>(REMINDER_QUEUE, ([job]) => remind(job));
  app.log.info({ mailer: mailer.kind }, 'task reminders scheduled');
  const stop = async () => {
    await boss.stop({ graceful: true, timeout: 5000 });
    await client.close();
  };
  try {
    app.addHook('onClose', stop);
  } catch {
    // The app is already ready (tests): the caller stops the jobs itself.
  }
  return { boss, stop };
}
