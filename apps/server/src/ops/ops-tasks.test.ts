// Task state and estate settings through POST /ops: the task actions of the domain, stored with the estate.
import * as M from '@probity/domain';
import { TASK_ID } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { createEstate, useOwner } from '../../test/support/helpers.ts';
import { opsClient } from '../../test/support/ops-client.ts';

const t = useOwner('ops-tasks', 'Tess Tasks');
const bit = (id: number) => [0, 1, 2, 3].map((w) => (w === id >> 5 ? 1 << (id & 31) : 0));

describe('POST /ops: tasks and estate settings', () => {
  it('marks tasks done and N/A, adds a custom task, and a country change starts the task set afresh', async () => {
    const e = await createEstate(t.owner, {
      meta: { label: 'Ops tasks', state: 'GA' },
      dec: { name: 'Ted Doe', death_date: '2026-08-01' },
    });
    const c = opsClient(t.owner, e.id, e.revision);
    await c.ok([
      { op: 'markTaskDone', task_id: TASK_ID.willSubmit },
      { op: 'setTaskNa', task_id: TASK_ID.probate, na: true },
      { op: 'addCustomTask', name: 'Call the bank', due: '2026-09-01' },
      { op: 'setTaskNote', task_id: TASK_ID.willSubmit, note: 'Filed at the county court' },
    ]);
    const tasks = (await t.owner.call('GET', `/api/estate/${e.id}/tasks`)).json().payload;
    expect(tasks.state.tasks_done).toEqual(bit(TASK_ID.willSubmit));
    expect(tasks.state.tasks_na[TASK_ID.probate >> 5] & (1 << (TASK_ID.probate & 31))).not.toBe(0);
    expect(tasks.state.tasks_custom).toMatchObject([{ name: 'Call the bank' }]);
    expect(tasks.state.tasks_userinfo).toContainEqual(
      expect.objectContaining({ id: TASK_ID.willSubmit, note: 'Filed at the county court' }),
    );
    await c.refused([{ op: 'deleteTask', task_id: TASK_ID.probate }], M.MSG_STANDARD_TASK_DELETE);

    const answer = await c.asks([{ op: 'setCountry', country: 'ca' }], M.CONFIRM_COUNTRY);
    await c.ok([{ op: 'setCountry', country: 'ca' }], { [answer]: true });
    const meta = (await t.owner.call('GET', `/api/estate/${e.id}`)).json().payload;
    expect(meta).toMatchObject({ country_code: 'ca', tasks_done: [0, 0, 0, 0], tasks_custom: [] });
  });

  it('a trust toggle asks first (no: cancelled, nothing stored); the death date refuses a date after today', async () => {
    const e = await createEstate(t.owner, { meta: { label: 'Ops trust' } });
    const c = opsClient(t.owner, e.id, e.revision);
    const answer = await c.asks([{ op: 'setTrust', trust: true }], M.CONFIRM_TRUST_TOGGLE);
    const no = await t.owner.call('POST', `/api/estate/${e.id}/ops`, {
      revision: c.revision(),
      ops: [{ op: 'setTrust', trust: true }],
      answers: { [answer]: false },
    });
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json()).toEqual({ success: false, code: 'cancelled', msg: '', answer, op: 0 });
    const unchanged = (await t.owner.call('GET', `/api/estate/${e.id}`)).json().payload;
    expect(unchanged).toMatchObject({ trust: false, revision: c.revision() });
    await c.ok([{ op: 'setTrust', trust: true }], { [answer]: true });
    expect((await t.owner.call('GET', `/api/estate/${e.id}`)).json().payload.trust).toBe(true);
    const future = `${Number(new Date().toISOString().slice(0, 4)) + 1}-01-01`;
    const res = await t.owner.call('POST', `/api/estate/${e.id}/ops`, {
      revision: c.revision(),
      ops: [{ op: 'setDeathDate', date: future }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^Enter a date on or before/);
  });
});
