import { createDb, type DbClient } from '@probity/db';
import { shiftDays, TASK_ID } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, createEstate, makeApp, signUp } from '../../test/support/helpers.ts';
import { outboxMailer } from '../mail/mailer.ts';
import { dueNotices, dueTasks, runReminders } from './reminders.ts';

const DEATH = '2026-03-02';
let app: FastifyInstance;
let client: DbClient;
let owner: Client;
let quiet: Client;
let estateId: string;

beforeAll(async () => {
  app = await makeApp();
  client = createDb(inject('databaseUrl'), 2);
  [owner, quiet] = await Promise.all([
    signUp(app, 'remind', 'Rita Reminder'),
    signUp(app, 'quiet', 'Quinn Quiet'),
  ]);
  estateId = (
    await createEstate(owner, {
      meta: { label: `Reminded ${owner.email}`, state: 'GA', state_exec: 'GA' },
      dec: { name: 'Harold Brooks', death_date: DEATH },
    })
  ).id;
  await createEstate(quiet, {
    meta: { label: `Quiet ${quiet.email}`, state: 'GA', state_exec: 'GA' },
    dec: { name: 'Ida Brooks', death_date: DEATH },
  });
  // An estate still awaiting death gets no reminders at all.
  await createEstate(owner, { meta: { label: `Planning ${owner.email}`, state: 'GA' } });
});
afterAll(async () => {
  await client.close();
  await app.close();
});

const mine = () => [owner.userId, quiet.userId];
const outbox = async (c: Client) =>
  (await c.call('GET', '/api/outbox')).json().payload as { subject: string; body: string }[];

describe('reminder selection', () => {
  const task = (id: number, due: string | null, status: 'N' | 'Y' | 'X' = 'N') =>
    ({ id, name: `Task ${id}`, due, status, inactive: false }) as never;

  it('picks open tasks due within a week and those overdue for at most a week', () => {
    const today = '2026-03-10';
    const picked = dueTasks(
      [
        task(1, '2026-03-17'),
        task(2, '2026-03-18'),
        task(3, '2026-03-09'),
        task(4, '2026-03-02'),
        task(5, '2026-03-03'),
        task(6, '2026-03-12', 'Y'),
        task(7, '2026-03-12', 'X'),
        task(8, null),
        task(9, '2026-03-10'),
      ],
      today,
    );
    expect(picked.map((t) => [t.id, t.kind])).toEqual([
      [1, 'week'],
      [3, 'overdue'],
      [5, 'overdue'],
    ]);
  });
});

describe('notices to follow up', () => {
  const notice = (id: number, status: string, follow_up: string | null) =>
    ({ id, status, follow_up, kind: 'bank', letter: { to: ['Peachtree Bank'] } }) as never;

  it('picks notices sent with no answer, from their follow-up date for a week', () => {
    const picked = dueNotices(
      [
        notice(1, 'sent', '2026-05-01'),
        notice(2, 'sent', '2026-05-02'),
        notice(3, 'acknowledged', '2026-05-01'),
        notice(4, 'sent', '2026-04-23'),
        notice(5, 'sent', '2026-04-24'),
        notice(6, 'drafted', null),
      ],
      '2026-05-01',
    );
    expect(picked).toEqual([
      {
        id: 1,
        name: 'Notice to Peachtree Bank (Bank or credit union)',
        due: '2026-05-01',
        kind: 'follow_up',
      },
      {
        id: 5,
        name: 'Notice to Peachtree Bank (Bank or credit union)',
        due: '2026-04-24',
        kind: 'follow_up',
      },
    ]);
  });
});

describe('the daily reminder run', () => {
  it('writes one outbox email a week before the first-week tasks fall due, once', async () => {
    await quiet.call('PUT', '/api/user/reminders', { reminders: false });
    const mailer = outboxMailer(client.db);
    await runReminders(client.db, mailer, DEATH, 'http://probity.test', { userIds: mine() });
    const mails = await outbox(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/due within a week$/);
    expect(mails[0]?.body).toContain('Find the will');
    expect(mails[0]?.body).toContain(`http://probity.test/estate/${estateId}/Tasks/${TASK_ID.locateWill}`);
    expect(mails[0]?.body).toContain('due 09-Mar-2026');
    await runReminders(client.db, mailer, DEATH, 'http://probity.test', { userIds: mine() });
    expect(await outbox(owner)).toHaveLength(1);
    expect(await outbox(quiet)).toHaveLength(0);
  });

  it('writes the overdue email the day after they fall due, leaving done tasks out', async () => {
    const meta = (await owner.call('GET', `/api/estate/${estateId}`)).json().payload;
    const done = [0, 0, 0, 0];
    done[TASK_ID.locateWill >> 5] |= 1 << (TASK_ID.locateWill & 31);
    const saved = await owner.call('POST', `/api/estate/${estateId}/save`, {
      revision: meta.revision,
      parts: { meta: { tasks_done: done } },
    });
    expect(saved.statusCode).toBe(200);
    await runReminders(client.db, outboxMailer(client.db), shiftDays(DEATH, 8), 'http://probity.test', {
      userIds: mine(),
    });
    const mails = await outbox(owner);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toMatch(/overdue$/);
    expect(mails[0]?.body).toContain('was due 09-Mar-2026');
    expect(mails[0]?.body).not.toContain('Find the will');
  });

  it("reminds once of a notice sent with no answer by the registry's answer time", async () => {
    const made = await owner.call('POST', `/api/estate/${estateId}/notices`, {
      kind: 'ssa',
      target: { part: 'estate', id: null },
    });
    const id = made.json().payload.id as number;
    const sent = await owner.call('PATCH', `/api/estate/${estateId}/notices/${id}`, {
      status: 'sent',
      sent_on: '2026-04-01',
      sent_method: 'phone',
    });
    expect(sent.json().payload.follow_up).toBe('2026-05-01');
    const before = (await outbox(owner)).length;
    const run = () =>
      runReminders(client.db, outboxMailer(client.db), '2026-05-01', 'http://probity.test', {
        userIds: mine(),
      });
    await run();
    const mails = await outbox(owner);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.body).toContain('Notices with no answer yet in');
    expect(mails[0]?.body).toContain(
      '- Notice to Social Security Administration (follow up from 01-May-2026)',
    );
    expect(mails[0]?.body).toContain(`http://probity.test/estate/${estateId}/Executor`);
    await run();
    expect(await outbox(owner)).toHaveLength(before + 1);
  });

  it('reads and changes the reminder switch', async () => {
    expect((await owner.call('GET', '/api/user/reminders')).json().payload).toEqual({ reminders: true });
    await owner.call('PUT', '/api/user/reminders', { reminders: false });
    expect((await owner.call('GET', '/api/user/reminders')).json().payload).toEqual({ reminders: false });
    const bad = await owner.call('PUT', '/api/user/reminders', { reminders: 'no' });
    expect(bad.statusCode).toBe(400);
  });

  it('asks a visitor to sign in before reading an outbox', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/outbox' });
    expect(res.statusCode).toBe(401);
  });
});
