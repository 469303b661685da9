import { describe, expect, inject, it } from 'vitest';
import { createEstate, signUp, useApp } from '../../test/support/helpers.ts';
import { sampleOf } from '../../test/support/prometheus.ts';
import { REMINDER_QUEUE, startJobs } from './start-jobs.ts';

const t = useApp();

describe('job queue', () => {
  it('schedules the daily reminder job in PostgreSQL and runs it from the queue', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const owner = await signUp(t.app, 'queue', 'Quentin Queue');
    await createEstate(owner, {
      meta: { label: `Queue ${owner.email}`, state: 'GA', state_exec: 'GA' },
      dec: { name: 'Harold Brooks', death_date: today },
    });
    const jobs = await startJobs(t.app, {
      databaseUrl: inject('databaseUrl'),
      baseUrl: 'http://probity.test',
      env: { REMINDER_CRON: '0 6 * * *' },
    });
    expect(jobs).not.toBeNull();
    const schedules = (await jobs?.boss.getSchedules()) ?? [];
    expect(schedules.find((s) => s.name === REMINDER_QUEUE)?.cron).toBe('0 6 * * *');
    await jobs?.boss.send(REMINDER_QUEUE, { userIds: [owner.userId] });
    let mails: unknown[] = [];
    for (let i = 0; i < 40 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 500));
      mails = (await owner.call('GET', '/api/outbox')).json().payload;
    }
    expect(mails).toHaveLength(1);
    // The run is counted once it has returned (just after its mail is stored).
    const ok = { queue: REMINDER_QUEUE, outcome: 'ok' };
    let text = '';
    for (let i = 0; i < 20; i++) {
      text = (await t.app.inject({ url: '/metrics' })).body;
      if (sampleOf(text, 'probity_job_runs_total', ok) > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(sampleOf(text, 'probity_job_runs_total', ok)).toBe(1);
    expect(sampleOf(text, 'probity_job_runs_total', { ...ok, outcome: 'failed' })).toBe(0);
    expect(sampleOf(text, 'probity_job_duration_seconds_count', { queue: REMINDER_QUEUE })).toBe(1);
    expect(sampleOf(text, 'probity_db_pool_connections', { pool: 'jobs', state: 'total' })).toBeGreaterThan(
      0,
    );
    await jobs?.stop();
  });

  it('stays off with REMINDERS=off', async () => {
    expect(
      await startJobs(t.app, { databaseUrl: inject('databaseUrl'), baseUrl: '', env: { REMINDERS: 'off' } }),
    ).toBeNull();
  });
});
