// A Canadian (Ontario) estate walked from death to the final distribution through POST /ops alone: registered
// plans, a spouse rollover, balances, heir totals, the journal read back by ledger-cli, and the refusals on the way.
import * as M from '@probity/domain';
import { ASSET_TYPE, HEIR_RELATIONSHIP } from '@probity/domain';
import { describe, expect, it } from 'vitest';
import { createEstate, useOwner } from '../../test/support/helpers.ts';
import { expectSettled, opsClient } from '../../test/support/ops-client.ts';

const t = useOwner('ops-ca', 'Claire Executor');

describe('POST /ops: an Ontario estate from death to the final distribution', () => {
  it('walks the estate and every figure adds up', async () => {
    const e = await createEstate(t.owner, {
      meta: { label: 'Ops walk CA', country_code: 'ca', state: 'ON', state_exec: 'ON' },
    });
    const account = e.ids['-1'] as number;
    const c = opsClient(t.owner, e.id, e.revision);
    await c.ok([
      { op: 'setDeathDate', date: '2026-02-10' },
      { op: 'addAsset', id: -1, name: 'RRSP', i_type: ASSET_TYPE.retirement, val_death: 50_000_00 },
      { op: 'addAsset', id: -2, name: 'TFSA', i_type: ASSET_TYPE.tfsa, val_death: 20_000_00 },
      {
        op: 'addAsset',
        id: -3,
        name: 'House',
        i_type: ASSET_TYPE.realEstate,
        val_death: 400_000_00,
        cost_basis_death: 400_000_00,
      },
      { op: 'addAsset', id: -4, name: 'Chequing', i_type: ASSET_TYPE.deposit, val_death: 8_000_00 },
      { op: 'addDebt', id: -5, name: 'Hydro', val_death: 300_00 },
      { op: 'addHeir', id: -6, name: 'Sam', i_type: HEIR_RELATIONSHIP.spouse },
      { op: 'addHeir', id: -7, name: 'Ann', i_type: HEIR_RELATIONSHIP.child },
    ]);
    const [rrsp, tfsa, house, chequing, hydro, sam, ann] = [-1, -2, -3, -4, -5, -6, -7].map(c.id) as number[];

    // Registered plans have no deemed value to edit.
    await c.refused([{ op: 'editAsset', id: tfsa, patch: { deemed: 20_000_00 } }], M.MSG_DEEMED_LOCKED);
    await c.refused([{ op: 'editAsset', id: rrsp, patch: { deemed: 50_000_00 } }], M.MSG_DEEMED_LOCKED);

    // The house rolls over to the spouse: while that stands its at-death and deemed values are fixed.
    const planned = await c.ok([{ op: 'distribute', asset: house, heirs: [{ id: -10, heir_id: sam }] }]);
    expect(planned.derived.assets[String(house)]).toMatchObject({ alloc_spouse: 100_000 });
    await c.refused(
      [{ op: 'editAsset', id: house, patch: { val_death: 410_000_00 } }],
      M.MSG_SPOUSAL_VALUE_LOCKED,
    );
    await c.refused([{ op: 'editAsset', id: house, patch: { deemed: 450_000_00 } }], M.MSG_DEEMED_LOCKED);

    // Cash gathered, the bill paid, then everything distributed.
    await c.ok([
      { op: 'transfer', asset: chequing, item: account, val: 8_000_00, date: '2026-03-01' },
      { op: 'payDebt', asset: account, item: hydro, val: 300_00, date: '2026-03-05' },
      { op: 'markDone', id: c.id(-10) },
      { op: 'distribute', asset: rrsp, date: '2026-04-01', heirs: [{ heir_id: sam }] },
      { op: 'distribute', asset: tfsa, date: '2026-04-01', heirs: [{ heir_id: ann }] },
      { op: 'distribute', asset: account, date: '2026-04-02', heirs: [{ heir_id: ann }] },
    ]);
    const txacts = (await t.owner.call('GET', `/api/estate/${e.id}/txacts?asset_id=${house}`)).json().payload;
    expect(txacts.find((x: { id: number }) => x.id === c.id(-10))).toMatchObject({
      val: 400_000_00,
      cost_basis: 400_000_00,
      spouse: true,
    });
    await c.refused(
      [{ op: 'distribute', asset: house, date: '2026-04-03', heirs: [{ heir_id: ann }] }],
      M.MSG_CANNOT_DISTRIBUTE_SETTLED,
    );

    // Sam: house 400,000 + RRSP 50,000; Ann: TFSA 20,000 + the account's 8,000 - 300.
    await expectSettled(t.owner, e.id, {
      assets: ['RRSP', 'TFSA', 'House', 'Chequing'],
      debts: ['Hydro'],
      heirs: { Sam: 450_000_00, Ann: 27_700_00 },
    });
  });
});
