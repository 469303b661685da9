import { describe, expect, it } from 'vitest';
import { ZWorkingCopy } from '../entities/working-copy.ts';
import { ASSET_TYPE, CAT } from '../enums.ts';
import { estate } from '../test-kit.ts';
import { estateFeeFigures } from './estate-figures.ts';

describe('the calculators pre-filled from an estate', () => {
  it('takes the probate estate, its personal property, the ledger since the death and the hours worked', () => {
    const base = estate({
      assets: [
        { id: 1, name: 'Estate account', i_type: ASSET_TYPE.estateAccount },
        { id: 2, name: 'House', i_type: ASSET_TYPE.realEstate, val_death: 300_000_00 },
        { id: 3, name: 'Savings', i_type: ASSET_TYPE.cash, val_death: 100_000_00 },
        {
          id: 4,
          name: 'Life policy',
          i_type: ASSET_TYPE.lifeInsurance,
          val_death: 50_000_00,
          probate: false,
        },
      ],
      debts: [{ id: 1, name: 'Card', val_death: 20_000_00 }],
      txacts: [
        { id: 1, asset: 1, date: '2026-02-01', cat: CAT.interest, val: 1_200_00 },
        { id: 2, asset: 1, date: '2026-02-02', cat: CAT.estateExpense, val: 400_00, name: 'Court fee' },
        // before the death: not part of the administration
        { id: 3, asset: 1, date: '2025-12-01', cat: CAT.income, val: 999_00 },
      ],
    });
    const f = ZWorkingCopy.parse({
      ...base,
      exec_log: [
        { id: 1, date: '2026-02-01', hours: 10, i_type: 0 },
        { id: 2, date: '2026-02-02', hours: 1.5, i_type: 1 },
        { id: 3, date: '2026-02-03', hours: 4, i_type: 2 },
      ],
    });
    const x = estateFeeFigures(f, '2026-06-30');
    expect(x.gross).toBe(400_000_00); // house + savings; the policy passes outside probate
    expect(x.net).toBe(380_000_00);
    expect(x.property).toBe(100_000_00);
    expect(x.benefits).toBe(50_000_00);
    expect([x.funds_in, x.cashflow, x.funds_out]).toEqual([1_200_00, 1_200_00, 400_00]);
    expect(x.hours).toEqual({ low: 4, standard: 10, high: 1.5 });
  });
});
