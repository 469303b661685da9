import { ZEstateSummary, ZOk } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEstate, signUp, useApp, visitor } from '../../test/support/helpers.ts';
import { makeWorld } from '../../test/support/world.ts';

const t = useApp();

/** An estate whose figures are known: one account (6,000 before the death, 5,000 at it), one card debt of 500. */
async function ownEstate() {
  const owner = await signUp(t.app, 'summary', 'Sam Summary');
  const created = await createEstate(owner, {
    meta: { label: 'Summary estate', state: 'GA', state_exec: 'GA' },
    dec: { name: 'Harold Brooks', death_date: '2026-08-01' },
    assets: [{ id: -1, name: 'Checking account', i_type: 14, val_pre: 600_000, val_death: 500_000 }],
    debts: [{ id: -2, name: 'Credit card', i_type: 1, val_pre: 50_000, val_death: 50_000 }],
    heirs: [{ id: -3, name: 'Ann Brooks', percent_target: 100_000 }],
  });
  return { owner, id: created.id };
}

describe('GET /api/estate/{id}/summary', () => {
  it('answers the key figures, chart data and task list in cents, matching the schema', async () => {
    const { owner, id } = await ownEstate();
    const res = await owner.call('GET', `/api/estate/${id}/summary`);
    expect(res.statusCode).toBe(200);
    const s = res.json().payload;
    expect(z.safeEncode(ZOk(ZEstateSummary), res.json()).error).toBeUndefined();
    expect(s.meta).toMatchObject({ label: 'Summary estate', role: 'owner', view_only: false });
    expect(s.figures).toEqual({
      valuePre: 600_000,
      valueDeath: 500_000,
      remaining: 500_000,
      distributed: 0,
      debts: 50_000,
      debtsDeath: 50_000,
    });
    expect(s.disposition).toEqual([
      { name: 'Distributed', value: 0 },
      { name: 'Planned for heirs', value: 0 },
      { name: 'Sold', value: 0 },
      { name: 'Not yet planned', value: 500_000 },
    ]);
    expect(s.heirs).toEqual([{ name: 'Ann Brooks', distributed: 0, planned: 0, target: 0, targetRaw: 0 }]);
    // The same task list GET /tasks answers, and the same revision as GET /full.
    const tasks = (await owner.call('GET', `/api/estate/${id}/tasks`)).json().payload;
    expect(s.tasks).toEqual(tasks);
    expect(s.tasks.tasks.length).toBeGreaterThan(10);
    const full = (await owner.call('GET', `/api/estate/${id}/full`)).json().payload;
    expect(s.revision).toBe(full.revision);
  });

  it('is the task list and a few kilobytes: no item list of the estate', async () => {
    const { owner, id } = await ownEstate();
    const summary = await owner.call('GET', `/api/estate/${id}/summary`);
    const tasks = await owner.call('GET', `/api/estate/${id}/tasks`);
    expect(summary.body.length - tasks.body.length).toBeLessThan(4_000);
    expect(summary.body).not.toContain('Checking account');
  });

  it('lets a view-only share read it and refuses a stranger (404) and the signed-out (401), as /full does', async () => {
    const w = await makeWorld(t.app);
    const viewer = await w.viewer.call('GET', `/api/estate/${w.estateId}/summary`);
    expect(viewer.statusCode).toBe(200);
    expect(viewer.json().payload.meta).toMatchObject({ role: 'view', view_only: true });
    expect(viewer.json().payload.figures.valueDeath).toBe(500_000);
    for (const path of ['summary', 'full']) {
      expect((await w.stranger.call('GET', `/api/estate/${w.estateId}/${path}`)).statusCode).toBe(404);
      expect((await w.anonymous.call('GET', `/api/estate/${w.estateId}/${path}`)).statusCode).toBe(401);
    }
  });

  it('answers the Sample estate to a visitor', async () => {
    const res = await visitor(t.app).call('GET', '/api/estate/sample/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.meta.role).toBe('sample');
    expect(res.json().payload.figures.valueDeath).toBeGreaterThan(0);
  });
});
