import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEstate, makeApp, signUp } from '../test/helpers.ts';
import { pgOf } from './pg.ts';
import { REMINDER_QUEUE, startJobs } from './start-jobs.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

describe('job queue', () => {
  it('schedules the daily reminder job in PostgreSQL and runs it from the queue', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const owner = await signUp(app, 'queue', 'Quentin Queue');
    await createEstate(owner, {
      meta: { label: `Queue ${owner.email}`, state: 'GA', state_exec: 'GA' },
      dec: { name: 'Harold Brooks', death_date: today },
    });
    const jobs = await startJobs(app, {
      databaseUrl: inject('databaseUrl'),
      baseUrl: 'http://probity.test',
      env: { REMINDER_CRON: '0 6 * * *' },
    });
    expect(jobs).not.toBeNull();
    const { rows } = await pgOf(app.ctx.db).query<{ cron: string }>(
      'select cron from pgboss.schedule where name = $1',
      [REMINDER_QUEUE],
    );
    expect(rows[0]?.cron).toBe('0 6 * * *');
    await jobs?.boss.send(REMINDER_QUEUE, { userIds: [owner.userId] });
    let mails: unknown[] = [];
    for (let i = 0; i < 40 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 500));
      mails = (await owner.call('GET', '/api/outbox')).json().payload;
    }
    expect(mails).toHaveLength(1);
    await jobs?.stop();
  });

  it('stays off with REMINDERS=off', async () => {
    expect(
      await startJobs(app, { databaseUrl: inject('databaseUrl'), baseUrl: '', env: { REMINDERS: 'off' } }),
    ).toBeNull();
  });
});
