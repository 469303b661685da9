import { ASSET_TYPE, HEIR_RELATIONSHIP, TASK_ID } from '@probity/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createEstate, makeApp, signUp } from '../../test/support/helpers.ts';

// Issue 11: the server's task list applies the state thresholds from the stored estate, as the web does.
let app: FastifyInstance;
let owner: Client;
beforeAll(async () => {
  app = await makeApp();
  owner = await signUp(app, 'thresholds');
});
afterAll(() => app.close());

const taskOf = async (estateId: string, id: number) => {
  const res = await owner.call('GET', `/api/estate/${estateId}/tasks`);
  expect(res.statusCode).toBe(200);
  return res.json().payload.tasks.find((t: { id: number }) => t.id === id);
};

describe('state thresholds on GET /api/estate/{id}/tasks', () => {
  // N.Y. Tax Law §971: a return only above the basic exclusion amount, $7,350,000 for a 2026 death. A $300,000
  // estate is far below: the New York estate tax task is N/A. Raising the house to $7,400,000 brings it back.
  it('a saved $300,000 New York estate shows its estate tax task N/A, and a rise brings it back', async () => {
    const made = await createEstate(owner, {
      meta: { label: `NY ${Date.now()}`, country_code: 'us', state: 'NY', state_exec: 'NY' },
      dec: { name: 'Ruth Adler', death_date: '2026-03-02' },
      assets: [{ id: -1, name: 'House', i_type: ASSET_TYPE.realEstate, val_death: 300_000_00 }],
    });
    const task = await taskOf(made.id, TASK_ID.stateTax);
    expect([task.name, task.status]).toEqual(['File the state estate tax return', 'X']);
    const res = await owner.call('POST', `/api/estate/${made.id}/save`, {
      revision: made.revision,
      parts: { assets: { mod: [{ id: made.ids['-1'], val_death: 7_400_000_00 }] } },
    });
    expect(res.statusCode).toBe(200);
    expect((await taskOf(made.id, TASK_ID.stateTax)).status).toBe('N');
  });

  // N.J.S.A. 54:34-2(a): a spouse and a child are Class A, exempt: N/A. A nephew ('Distant Family') is Class D:
  // the inheritance tax task comes back once he is saved.
  it('a New Jersey estate left to a spouse and a child has its inheritance tax task N/A until a nephew is added', async () => {
    const made = await createEstate(owner, {
      meta: { label: `NJ ${Date.now()}`, country_code: 'us', state: 'NJ', state_exec: 'NJ' },
      dec: { name: 'Leo Marsh', death_date: '2026-03-02' },
      heirs: [
        { id: -1, name: 'Ida Marsh', i_type: HEIR_RELATIONSHIP.spouse },
        { id: -2, name: 'Tom Marsh', i_type: HEIR_RELATIONSHIP.child },
      ],
    });
    expect((await taskOf(made.id, TASK_ID.stateInherit)).status).toBe('X');
    const res = await owner.call('POST', `/api/estate/${made.id}/save`, {
      revision: made.revision,
      parts: { heirs: { add: [{ id: -3, name: 'Sam Marsh', i_type: HEIR_RELATIONSHIP.distantFamily }] } },
    });
    expect(res.statusCode).toBe(200);
    expect((await taskOf(made.id, TASK_ID.stateInherit)).status).toBe('N');
  });
});
