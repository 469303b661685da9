// A US estate walked from death to the final distribution through POST /ops alone (no raw saves): balances, heir
// totals, the journal read back by ledger-cli, and the refusals a client meets on the way.

import * as M from '@probity/domain';
import { AMOUNT_TYPE, ASSET_TYPE, EXPENSE_TYPE, HEIR_RELATIONSHIP, PLAN } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { createEstate, useOwner } from '../../test/support/helpers.ts';
import { expectSettled, opsClient } from '../../test/support/ops-client.ts';

const t = useOwner('ops-us', 'Uma Executor');

describe('POST /ops: a US estate from death to the final distribution', () => {
  it('walks the estate and every figure adds up', async () => {
    const e = await createEstate(t.owner, { meta: { label: 'Ops walk US', state: 'GA', state_exec: 'GA' } });
    const account = e.ids['-1'] as number; // the Estate Cashflow Account every estate starts with
    const c = opsClient(t.owner, e.id, e.revision);

    // Death, inventory, debts and heirs.
    const first = await c.ok([
      { op: 'setDeathDate', date: '2026-03-01' },
      { op: 'addAsset', id: -1, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 20_000_00 },
      {
        op: 'addAsset',
        id: -2,
        name: 'House',
        i_type: ASSET_TYPE.realEstate,
        val_death: 300_000_00,
        cost_basis_death: 300_000_00,
      },
      {
        op: 'addAsset',
        id: -3,
        name: 'Stocks',
        i_type: ASSET_TYPE.stocks,
        val_death: 10_000_00,
        cost_basis_death: 8_000_00,
      },
      { op: 'addDebt', id: -4, name: 'Card', val_death: 1_200_00 },
      { op: 'addHeir', id: -5, name: 'Ann', i_type: HEIR_RELATIONSHIP.child },
      { op: 'addHeir', id: -6, name: 'Ben', i_type: HEIR_RELATIONSHIP.child },
    ]);
    expect(first.events).toContain('land_on');
    expect(first.derived.assets[String(c.id(-2))]).toMatchObject({ val: 300_000_00 });
    const [checking, house, stocks, card, ann, ben] = [-1, -2, -3, -4, -5, -6].map(c.id) as number[];

    // Money in, a debt paid, expenses repaid (mileage priced by the server at the 2026 rate).
    const paid = await c.ok([
      { op: 'transfer', asset: checking, item: account, val: 15_000_00, date: '2026-03-10' },
      { op: 'payDebt', id: -10, asset: account, item: card, val: 1_200_00, date: '2026-03-15' },
      { op: 'addExpense', id: -11, date: '2026-04-01', i_type: EXPENSE_TYPE.mileage, mileage: 100, val: 1 },
      { op: 'addExpense', id: -12, date: '2026-04-02', name: 'Postage', val: 27_50 },
      { op: 'payExpenses', ids: [-11, -12], asset: account, date: '2026-04-03' },
    ]);
    expect(paid.derived.assets[String(account)]).toMatchObject({ val: 13_700_00 });
    expect(paid.derived.debts[String(card)]).toMatchObject({ val: 0 });
    await c.refused(
      [{ op: 'payDebt', asset: account, item: card, val: 1_00, date: '2026-04-05' }],
      M.MSG_DEBT_RESOLVED,
    );
    await c.refused(
      [
        { op: 'addExpense', id: -13, date: '2026-04-04', name: 'Copies', val: 72_50 },
        { op: 'payExpenses', ids: [-13], asset: account, date: '2026-04-05', val: 70_00 },
      ],
      M.MSG_EXPENSES_DIFFER,
    );

    // The house is sold without a plan: a question first, then the sale, which sets the plan to Sell.
    const sale = { op: 'sell', asset: account, item: house, val: 320_000_00, date: '2026-05-01' };
    const answer = await c.asks([sale], M.CONFIRM_UNPLANNED_SALE);
    await c.ok([sale], { [answer]: true });
    const assets = (await t.owner.call('GET', `/api/estate/${e.id}/assets`)).json().payload;
    expect(assets.find((a: { id: number }) => a.id === house)).toMatchObject({ plan: PLAN.sell, val: 0 });
    await c.refused(
      [{ op: 'distribute', asset: house, date: '2026-05-02', heirs: [{ heir_id: ann }] }],
      M.MSG_CANNOT_DISTRIBUTE_SETTLED,
    );

    // A pending distribution marked done records the value and basis of that moment.
    await c.ok([{ op: 'distribute', asset: stocks, heirs: [{ id: -20, heir_id: ann }] }]);
    const done = await c.ok([{ op: 'markDone', id: c.id(-20) }]);
    expect(done.derived.txacts[String(c.id(-20))]).toMatchObject({ val: 10_000_00, cost_basis: 8_000_00 });
    const txacts = (await t.owner.call('GET', `/api/estate/${e.id}/txacts?asset_id=${stocks}`)).json();
    const stored = txacts.payload.find((x: { id: number }) => x.id === c.id(-20));
    expect(stored).toMatchObject({ val: 10_000_00, cost_basis: 8_000_00, date: expect.any(String) });

    // The rest goes out: Checking to Ben, the estate account half and half.
    await c.ok([
      { op: 'distribute', asset: checking, date: '2026-06-01', heirs: [{ heir_id: ben }] },
      {
        op: 'distribute',
        asset: account,
        date: '2026-06-01',
        heirs: [
          { heir_id: ann, distrib_type: AMOUNT_TYPE.fixed, val: 166_850_00 },
          { heir_id: ben, distrib_type: AMOUNT_TYPE.fixed, val: 166_850_00 },
        ],
      },
    ]);
    // Ann 10,000 + 166,850; Ben 5,000 + 166,850; the account held 15,000 - 1,200 - 100 + 320,000 = 333,700.
    await expectSettled(t.owner, e.id, {
      assets: ['Checking', 'House', 'Stocks', 'Estate Cashflow Account'],
      debts: ['Card'],
      heirs: { Ann: 176_850_00, Ben: 171_850_00 },
    });
  });

  it('refuses a stale revision, a view-only call and the Sample estate, storing nothing', async () => {
    const e = await createEstate(t.owner, { meta: { label: 'Ops stale' } });
    const add = { op: 'addAsset', name: 'Car', i_type: ASSET_TYPE.vehicle };
    const ok = await t.owner.call('POST', `/api/estate/${e.id}/ops`, { revision: e.revision, ops: [add] });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await t.owner.call('POST', `/api/estate/${e.id}/ops`, { revision: e.revision, ops: [add] });
    expect(stale.statusCode).toBe(409);
    const sample = await t.owner.call('POST', '/api/estate/sample/ops', { revision: 1, ops: [add] });
    expect(sample.statusCode).toBe(403);
    const bad = await t.owner.call('POST', `/api/estate/${e.id}/ops`, { revision: 2, ops: [{ op: 'fly' }] });
    expect(bad.statusCode).toBe(400);
  });
});
