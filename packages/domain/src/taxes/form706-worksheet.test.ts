import { describe, expect, it } from 'vitest';
import { filingLimitFor } from '../constants.ts';
import { ZAsset } from '../entities/asset.ts';
import { ZDebt } from '../entities/debt.ts';
import { ZTxact } from '../entities/txact.ts';
import { ASSET_TYPE, CAT, DEBT_TYPE, OWNERSHIP } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import { form706Worksheet, scheduleOf } from './form706-worksheet.ts';
import { usEstate } from './test-estates.ts';

/** The US test estate with one asset more of each kind Form 706 keeps apart, two debts and a refund. */
function estate706() {
  const f = usEstate();
  const more = [
    {
      id: 6,
      name: 'House',
      i_type: ASSET_TYPE.realEstate,
      ownership: OWNERSHIP.joint,
      val_death: 300_000_00,
    },
    { id: 7, name: 'Life policy', i_type: ASSET_TYPE.lifeInsurance, probate: false, val_death: 100_000_00 },
    { id: 8, name: 'IRA', i_type: ASSET_TYPE.retirement, probate: false, val_death: 50_000_00 },
    { id: 9, name: 'Painting', i_type: ASSET_TYPE.collectible },
    { id: 10, name: 'Lot', i_type: ASSET_TYPE.realEstate, val_death: 75_000_00 },
    { id: 41, name: 'Various Refunds', i_type: ASSET_TYPE.refund, sundry_refunds: true },
  ].map((a) => ZAsset.parse(a));
  return {
    ...f,
    assets: [...f.assets, ...more],
    debts: [
      ZDebt.parse({ id: 51, name: 'Visa', i_type: DEBT_TYPE.creditCard, val_death: 1_200_00 }),
      ZDebt.parse({ id: 52, name: 'Mortgage', i_type: DEBT_TYPE.secured, val_death: 90_000_00 }),
    ],
    txacts: [
      ...f.txacts,
      ZTxact.parse({
        id: 60,
        asset: 1,
        item: 41,
        date: '2026-04-02',
        cat: CAT.refund,
        i_type: 0,
        val: 250_00,
      }),
    ],
  };
}

describe('Form 706 worksheet', () => {
  it('sorts the assets held at death into the schedules and totals the gross estate', () => {
    const f = estate706();
    const d = recompute(f);
    const w = form706Worksheet(f, d);
    const total = Object.fromEntries(w.schedules.map((s) => [s.schedule, s.line.value]));
    expect(total).toEqual({
      A: 75_000_00, // the lot (the house is jointly owned: Schedule E)
      B: 32_000_00, // Acme 20,000.00 + Beta 12,000.00
      C: 30_000_00, // the checking account (the estate account held nothing at death)
      D: 100_000_00, // the life policy (Form 712 to attach)
      E: 300_000_00, // the house in joint tenancy (IRC 2040)
      F: 8_250_00, // the car 8,000.00 + the painting (no value yet) + the 250.00 refund owed to the decedent
      G: 0,
      H: null, // powers of appointment: for the preparer
      I: 50_000_00, // the IRA (IRC 2039)
    });
    // 75,000 + 32,000 + 30,000 + 100,000 + 300,000 + 8,250 + 50,000 = 595,250.00: the engine's gross value at death.
    expect(w.grossEstate.value).toBe(595_250_00);
    expect(w.grossEstate.value).toBe(d.meta.gval_death);
    expect(w.schedules.find((s) => s.schedule === 'F')?.line.txactIds).toEqual([60]);
    expect(w.missing.find((m) => m.key === '706:unvalued')?.assetIds).toEqual([9]);
    expect(w.schedules.find((s) => s.schedule === 'E')?.rows[0]?.note).toMatch(/IRC 2040\(b\)/);
  });

  it('takes the expenses paid from the ledger (J) and the debts at death (K)', () => {
    const f = estate706();
    const w = form706Worksheet(f);
    expect(Object.fromEntries(w.expenses.map((l) => [l.key, l.value]))).toEqual({
      '706:J1': null, // funeral: for the preparer
      '706:J2': 1_000_00, // the executor's fee
      '706:J3': 1_500_00, // Smith & Jones, the estate's attorneys
      '706:J4': 150_00, // the court's fee
      '706:J5': 0,
    });
    expect(w.debts.map((l) => [l.key, l.value, l.debtIds])).toEqual([
      ['706:K1', 1_200_00, [51]],
      ['706:K2', 90_000_00, [52]],
    ]);
    // 595,250.00 is under the 2026 filing limit: the return is not required (the Form 706 rule's answer).
    expect(w.filingLimit).toBe(filingLimitFor(2026));
    expect(w.required).toBe(false);
  });

  it('puts jointly owned property on Schedule E whatever its type', () => {
    expect(scheduleOf(ASSET_TYPE.stocks, OWNERSHIP.survivor)).toBe('E');
    expect(scheduleOf(ASSET_TYPE.business, OWNERSHIP.standard)).toBe('F');
    expect(scheduleOf(ASSET_TYPE.annuityNonQualified, OWNERSHIP.transferOnDeath)).toBe('I');
  });
});
