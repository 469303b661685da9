import { createDb, grantAccess } from '@probity/db';
import { MSG_NO_PERMISSION_THIS, MSG_SAMPLE_SAVE, TASK_ID } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, createEstate, makeApp, signUp, visitor } from '../../test/support/helpers.ts';

let app: FastifyInstance;
let owner: Client;
let viewer: Client;
let stranger: Client;
let estateId: string;
let revision: number;

beforeAll(async () => {
  app = await makeApp();
  [owner, viewer, stranger] = await Promise.all([
    signUp(app, 'towner'),
    signUp(app, 'tviewer'),
    signUp(app, 'tstranger'),
  ]);
  const created = await createEstate(owner, {
    meta: { label: `Tasks ${owner.email}`, state: 'GA', state_exec: 'NJ' },
    dec: { name: 'Harold Brooks', death_date: '2026-08-01' },
  });
  estateId = created.id;
  revision = created.revision;
  const db = createDb(inject('databaseUrl'), 1);
  await grantAccess(db.db, estateId, viewer.userId, 2);
  await db.close();
});
afterAll(() => app.close());

const bits = (...ids: number[]) => {
  const w = [0, 0, 0, 0];
  for (const id of ids) w[id >> 5] = (w[id >> 5] ?? 0) | (1 << (id & 31));
  return w;
};

describe('GET /api/estate/{id}/tasks', () => {
  it('gives a new estate an empty state and a dated list with no files', async () => {
    const res = await owner.call('GET', `/api/estate/${estateId}/tasks`);
    expect(res.statusCode).toBe(200);
    const p = res.json().payload;
    expect(p.state.tasks_done).toEqual([0, 0, 0, 0]);
    expect(p.state.tasks_custom).toEqual([]);
    expect(p.files).toEqual([]);
    const death = p.tasks.find((t: { id: number }) => t.id === TASK_ID.deathDate);
    expect(death).toMatchObject({ done: true, auto_track: true, files: [] });
    expect(p.tasks.length).toBeGreaterThan(60);
    const probate = p.tasks.find((t: { id: number }) => t.id === TASK_ID.probate);
    expect(probate.due).toMatch(/^2026-/);
  });

  it('answers the tasks a rule makes N/A with the reason, and leaves them open for a March death', async () => {
    // Death 1 Aug 2026: the decedent's 2025 return was due 15 Apr 2026, before the death (issue 36).
    const p = (await owner.call('GET', `/api/estate/${estateId}/tasks`)).json().payload;
    const of = (id: number) => p.tasks.find((t: { id: number }) => t.id === id);
    expect(of(TASK_ID.priorYearReturn)).toMatchObject({
      status: 'X',
      na_reason:
        'The death, on 01-Aug-2026, came after the decedent’s own 2025 return was due, on 15-Apr-2026. If that ' +
        'return or an earlier one was never filed, or an extension was running, make this task applicable again.',
    });
    // Nothing listed yet: $0 against the 2026 federal filing limit; Form 8971 follows Form 706.
    const form706 =
      'The assets listed here add up to $0, at or below the federal filing limit for a death in 2026, ' +
      '$15,000,000. It comes back if values rise.';
    expect(of(TASK_ID.form706)).toMatchObject({ status: 'X', na_reason: form706 });
    expect(of(TASK_ID.form8971).na_reason).toBe(
      `Follows “File the estate tax return (Form 706)”. ${form706}`,
    );
    expect(of(TASK_ID.probate)).toMatchObject({ status: 'N', na_reason: null });

    const march = await createEstate(owner, {
      meta: { label: `March ${owner.email}`, state: 'GA', state_exec: 'GA' },
      dec: { name: 'Mary March', death_date: '2026-03-10' },
    });
    const m = (await owner.call('GET', `/api/estate/${march.id}/tasks`)).json().payload;
    const prior = m.tasks.find((t: { id: number }) => t.id === TASK_ID.priorYearReturn);
    expect(prior).toMatchObject({ status: 'N', due: '2026-04-15', na_reason: null });
  });

  it('answers an IRS deadline on a weekend with the next business day and its note', async () => {
    // Death 1 Aug 2026 + 9 months = Saturday 1 May 2027 (Form 706); IRC §7503: timely on Monday 3 May.
    const p = (await owner.call('GET', `/api/estate/${estateId}/tasks`)).json().payload;
    const form706 = p.tasks.find((t: { id: number }) => t.id === TASK_ID.form706);
    expect([form706.due, form706.due_default, form706.due_user]).toEqual(['2027-05-03', '2027-05-03', null]);
    expect(form706.due_note).toBe(
      'Moved from Saturday 1 May 2027 (a weekend): the IRS accepts it on the next business day.',
    );
    expect(p.tasks.find((t: { id: number }) => t.id === TASK_ID.probate).due_note).toBeNull();
  });

  it('lets a view-only share read the tasks', async () => {
    const res = await viewer.call('GET', `/api/estate/${estateId}/tasks`);
    expect(res.statusCode).toBe(200);
  });

  it('answers a stranger 404 and a visitor 401', async () => {
    expect((await stranger.call('GET', `/api/estate/${estateId}/tasks`)).statusCode).toBe(404);
    expect((await visitor(app).call('GET', `/api/estate/${estateId}/tasks`)).statusCode).toBe(401);
  });

  it('lets anyone read the Sample estate tasks', async () => {
    const res = await visitor(app).call('GET', '/api/estate/sample_ca/tasks');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.tasks.length).toBeGreaterThan(40);
  });
});

describe('task state through the atomic save', () => {
  it('persists done, N/A and a custom task sent in the meta part', async () => {
    const meta = {
      tasks_done: bits(TASK_ID.locateWill),
      tasks_na: bits(TASK_ID.form56, TASK_ID.form56Final),
      tasks_changed: bits(TASK_ID.locateWill, TASK_ID.form56),
      tasks_custom: [{ id: 1000, name: 'Cancel the newspaper', period: 'First Month', step_num: 2 }],
      tasks_userinfo: [
        { id: 63, date: '2026-08-05', due: null, assigned: 'Ann', note: null },
        { id: 1000, date: null, due: '2026-09-01', assigned: null, note: 'call Monday' },
      ],
    };
    const res = await owner.call('POST', `/api/estate/${estateId}/save`, { revision, parts: { meta } });
    expect(res.statusCode).toBe(200);
    revision = res.json().payload.revision;
    const p = (await owner.call('GET', `/api/estate/${estateId}/tasks`)).json().payload;
    expect(p.state.tasks_done).toEqual(bits(TASK_ID.locateWill));
    const byId = (id: number) => p.tasks.find((t: { id: number }) => t.id === id);
    expect(byId(TASK_ID.locateWill)).toMatchObject({ status: 'Y', date: '2026-08-05', assigned: 'Ann' });
    expect(byId(TASK_ID.form56Final)).toMatchObject({ status: 'X' });
    expect(byId(1000)).toMatchObject({ custom: true, due: '2026-09-01', note: 'call Monday', text: '' });
  });

  it('returns the task state with the estate meta', async () => {
    const meta = (await owner.call('GET', `/api/estate/${estateId}`)).json().payload;
    expect(meta.tasks_done).toEqual(bits(TASK_ID.locateWill));
    expect(meta.tasks_custom).toHaveLength(1);
  });

  it('leaves the task state alone when a save does not mention it', async () => {
    const res = await owner.call('POST', `/api/estate/${estateId}/save`, {
      revision,
      parts: { meta: { name: 'Harold J. Brooks' } },
    });
    revision = res.json().payload.revision;
    const p = (await owner.call('GET', `/api/estate/${estateId}/tasks`)).json().payload;
    expect(p.state.tasks_done).toEqual(bits(TASK_ID.locateWill));
    expect(p.state.tasks_custom).toHaveLength(1);
  });

  it('starts the task set afresh when a save changes only the country', async () => {
    const made = await createEstate(owner, {
      meta: { label: `Moving ${Date.now()}`, country_code: 'us', tasks_done: bits(TASK_ID.locateWill) },
    });
    const same = await owner.call('POST', `/api/estate/${made.id}/save`, {
      revision: made.revision,
      parts: { meta: { country_code: 'us' } },
    });
    const kept = (await owner.call('GET', `/api/estate/${made.id}`)).json().payload;
    expect(kept.tasks_done).toEqual(bits(TASK_ID.locateWill));
    const res = await owner.call('POST', `/api/estate/${made.id}/save`, {
      revision: same.json().payload.revision,
      parts: { meta: { country_code: 'ca', state: 'ON' } },
    });
    expect(res.statusCode).toBe(200);
    const meta = (await owner.call('GET', `/api/estate/${made.id}`)).json().payload;
    expect([meta.country_code, meta.tasks_done, meta.tasks_custom]).toEqual(['ca', [0, 0, 0, 0], []]);
  });

  it('keeps the task state a country change sends along with it', async () => {
    const made = await createEstate(owner, {
      meta: { label: `Moving too ${Date.now()}`, country_code: 'us' },
    });
    await owner.call('POST', `/api/estate/${made.id}/save`, {
      revision: made.revision,
      parts: { meta: { country_code: 'ca', tasks_na: bits(TASK_ID.ancillaryProbate) } },
    });
    const meta = (await owner.call('GET', `/api/estate/${made.id}`)).json().payload;
    expect(meta.tasks_na).toEqual(bits(TASK_ID.ancillaryProbate));
  });

  it('refuses a bitmap that is not four 32-bit words, changing nothing', async () => {
    const res = await owner.call('POST', `/api/estate/${estateId}/save`, {
      revision,
      parts: { meta: { tasks_done: [1, 2, 3] } },
    });
    expect(res.statusCode).toBe(400);
    const big = await owner.call('POST', `/api/estate/${estateId}/save`, {
      revision,
      parts: { meta: { tasks_na: [0, 0, 0, 2 ** 32] } },
    });
    expect(big.statusCode).toBe(400);
  });

  it('refuses a custom task below id 1000 or two with the same id', async () => {
    const low = await owner.call('POST', `/api/estate/${estateId}/save`, {
      revision,
      parts: { meta: { tasks_custom: [{ id: 5, name: 'x', period: 'Finish', step_num: 5 }] } },
    });
    expect(low.statusCode).toBe(400);
    const twin = { id: 1001, name: 'x', period: 'Finish', step_num: 5 };
    const dup = await owner.call('POST', `/api/estate/${estateId}/save`, {
      revision,
      parts: { meta: { tasks_custom: [twin, twin] } },
    });
    expect(dup.statusCode).toBe(400);
  });

  it('refuses task changes from a view-only share', async () => {
    const res = await viewer.call('POST', `/api/estate/${estateId}/save`, {
      revision,
      parts: { meta: { tasks_done: [0, 0, 0, 0] } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(MSG_NO_PERMISSION_THIS);
  });

  it('refuses task changes to the Sample estate', async () => {
    const res = await owner.call('POST', '/api/estate/sample/save', {
      force: true,
      parts: { meta: { tasks_done: [1, 0, 0, 0] } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(MSG_SAMPLE_SAVE);
  });

  it('accepts a task state when the estate is created', async () => {
    const made = await createEstate(owner, {
      meta: { label: `Created ${Date.now()}`, tasks_na: bits(TASK_ID.ancillaryProbate) },
    });
    const p = (await owner.call('GET', `/api/estate/${made.id}/tasks`)).json().payload;
    expect(p.state.tasks_na).toEqual(bits(TASK_ID.ancillaryProbate));
  });
});

describe('GET /api/state_tasks/{state}', () => {
  it('gives New Jersey its inheritance tax extra', async () => {
    const res = await visitor(app).call('GET', '/api/state_tasks/nj?death_date=2026-01-10');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.inherit.title).toBeTruthy();
  });

  // O. Reg. 310/14: 180 days after the certificate; until it is received the estimate is the planned
  // application (2 months after death) + 180 days, about 8 months (issue 11).
  it('gives Ontario its estate information return', async () => {
    const p = (await visitor(app).call('GET', '/api/state_tasks/ON')).json().payload;
    expect(p.tax.months).toBe(8);
    expect(p.tax.text).toContain('Within 180 days after the certificate of appointment is issued');
  });

  it('answers 404 for an unknown code and 400 for a bad date', async () => {
    expect((await visitor(app).call('GET', '/api/state_tasks/ZZ')).statusCode).toBe(404);
    expect((await visitor(app).call('GET', '/api/state_tasks/GA?death_date=soon')).statusCode).toBe(400);
  });
});
