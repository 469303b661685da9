import { describe, expect, it } from 'vitest';
import type { SaveParts } from '../api/save.ts';
import { ZTxact } from '../entities/txact.ts';
import type { Facts } from '../entities/working-copy.ts';
import { AMOUNT_TYPE, ASSET_TYPE, CAT, EXPENSE_TYPE, HEIR_RELATIONSHIP, PLAN } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import * as M from '../messages.ts';
import { createTxact } from '../ops/txact-ops.ts';
import { base, ctx, estate, nth, okFacts } from '../test-kit.ts';
import { admitSave } from './admit-save.ts';
import { diffItems } from './diff-facts.ts';

const tx = (t: Record<string, unknown>) =>
  ZTxact.parse({ i_type: Math.floor(Number(t.cat) / 50) === 3 ? 2 : Number(t.cat) >= 50 ? 1 : 0, ...t });
const adds = (part: keyof SaveParts, ...rows: Record<string, unknown>[]): SaveParts =>
  ({ [part]: { add: rows, mod: [], del: [] } }) as SaveParts;
const mods = (part: keyof SaveParts, ...rows: Record<string, unknown>[]): SaveParts =>
  ({ [part]: { add: [], mod: rows, del: [] } }) as SaveParts;
const admitted = (f: Facts, parts: SaveParts) => {
  const r = admitSave(f, parts, ctx.today);
  if (r.kind !== 'ok') throw new Error(`refused: ${r.msg}`);
  return r.facts;
};

/** base() with cash in the estate account, the Visa paid in full, the Stocks sold, a pending Entire distribution. */
function settled(): Facts {
  let f = base();
  const steps = [
    { asset: 1, date: '2026-02-01', cat: CAT.otherDeposit, val: 5_000_00 },
    { asset: 1, item: 1, date: '2026-02-02', cat: CAT.debtPayment, val: 500_00 },
    { asset: 1, item: 3, date: '2026-02-03', cat: CAT.assetSale, val: 11_000_00 },
    { asset: 2, heir_id: 1, date: null, cat: CAT.distribution, distrib_type: AMOUNT_TYPE.entire },
  ];
  for (const s of steps)
    f = okFacts(createTxact(f, s, { today: ctx.today, answers: { unplanned_sale: true } }));
  return f;
}

describe('admitSave refuses what an operation refuses', () => {
  const cases: [string, () => [Facts, SaveParts], string][] = [
    [
      'a payment on a debt already fully resolved',
      () => [
        settled(),
        adds('txacts', tx({ id: -10, asset: 1, item: 1, date: '2026-03-01', cat: 51, val: 1 })),
      ],
      M.MSG_DEBT_RESOLVED,
    ],
    [
      'a distribution of an asset that was sold',
      () => [
        settled(),
        adds('txacts', tx({ id: -10, asset: 3, heir_id: 1, date: '2026-03-01', cat: 52, distrib_type: 0 })),
      ],
      M.MSG_CANNOT_DISTRIBUTE_SETTLED,
    ],
    [
      'a reimbursement that differs from the expenses it repays',
      () => [
        estate({
          ...{ assets: [{ id: 1, name: 'Cash', i_type: ASSET_TYPE.estateAccount }] },
          exec_expenses: [{ id: 1, date: '2026-02-01', val: 72_50 }],
        }),
        adds('txacts', tx({ id: -10, asset: 1, date: '2026-03-01', cat: 56, val: 70_00, exexp_ids: [1] })),
      ],
      M.MSG_EXPENSES_DIFFER,
    ],
    [
      'a deemed value on a TFSA',
      () => [
        estate({ country: 'ca', assets: [{ id: 1, name: 'TFSA', i_type: ASSET_TYPE.tfsa, val_death: 100 }] }),
        mods('assets', { id: 1, deemed: 5_00 }),
      ],
      M.MSG_DEEMED_LOCKED,
    ],
    [
      'a new value of a sold asset',
      () => [settled(), adds('txacts', tx({ id: -10, asset: 3, date: '2026-03-01', cat: 152, val: 5 }))],
      M.MSG_VALUE_SETTLED,
    ],
    [
      'a transaction dated before the death',
      () => [base(), adds('txacts', tx({ id: -10, asset: 1, date: '2025-01-01', cat: 0, val: 5 }))],
      M.msgDateBefore('10-Jan-2026'),
    ],
  ];
  for (const [name, make, msg] of cases) {
    it(name, () => {
      const [f, parts] = make();
      expect(admitSave(f, parts, ctx.today)).toMatchObject({ kind: 'error', msg });
    });
  }
});

describe('admitSave computes the values the engine owns', () => {
  it('a pending Entire distribution given a date is valued as Mark Done values it', () => {
    const f = settled();
    const d = nth(f.txacts, -1);
    const after = admitted(f, mods('txacts', { id: d.id, date: '2026-04-01' }));
    const done = after.txacts.find((t) => t.id === d.id);
    expect(done).toMatchObject({ val: 300_000_00, cost_basis: 300_000_00, date: '2026-04-01' });
    expect(recompute(after).heirs.get(1)?.val_distrib).toBe(300_000_00);
  });
  it('a sale sets the sold asset plan to Sell, with no check number from the client', () => {
    const f = base();
    const sale = tx({ id: -10, asset: 1, item: 2, date: '2026-03-01', cat: CAT.assetSale, val: 250_000_00 });
    const after = admitted(f, adds('txacts', sale));
    expect(after.assets.find((a) => a.id === 2)?.plan).toBe(PLAN.sell);
    expect(diffItems(f, after).assets?.mod).toEqual([{ id: 2, plan: PLAN.sell }]);
  });
  it('a mileage expense is priced at mileage x rate, whatever amount the client sent', () => {
    const f = base();
    const e = { id: -1, date: '2026-03-01', i_type: EXPENSE_TYPE.mileage, mileage: 100, val: 1 };
    const after = admitted(f, adds('exec_expenses', e));
    expect(nth(after.exec_expenses, -1).val).toBe(72_50); // 2026 US rate 72.5 cents a mile
  });
  it('a spouse heir sets the Canadian spouse rollover of a distribution', () => {
    const f = estate({
      country: 'ca',
      assets: [{ id: 1, name: 'House', i_type: ASSET_TYPE.realEstate, val_death: 100_00 }],
      heirs: [{ id: 1, name: 'Sam', i_type: HEIR_RELATIONSHIP.spouse }],
    });
    const d = tx({ id: -10, asset: 1, heir_id: 1, date: null, cat: 52, distrib_type: 0, spouse: true });
    expect(nth(admitted(f, adds('txacts', d)).txacts, -1)).toMatchObject({ spouse: true, percent: 100_000 });
  });
  it('a locked field sent with its unchanged value is accepted and changes nothing', () => {
    const f = settled();
    expect(diffItems(f, admitted(f, mods('assets', { id: 3, val_death: 10_000_00 })))).toEqual({});
  });
});
