// The supporting schedules (issue 36, point 3d): New York's JA-7 C-1, F, H, I, J and Ontario's statements of
// investments and of compensation claimed, on an estate small enough to work by hand.
import { describe, expect, it } from 'vitest';
import { ASSET_TYPE, CAT } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import { estate } from '../test-kit.ts';
import { accountingReport } from './accounting.ts';
import { courtExtras } from './court-extras.ts';
import { courtAccounting, sharesOf } from './court-formats.ts';

// At death: checking 10,000.00 and a brokerage account 5,000.00. Interest of 100.00 comes in; bonds are bought for
// 2,000.00 from the checking account; an executor expense of 50.00 is still unpaid. Two heirs, 33.333% / 66.667%.
// At the close (30 June): checking 10,000.00 + 100.00 - 2,000.00 = 8,100.00, brokerage 5,000.00, bonds 2,000.00:
// 15,100.00 on hand.
const f = estate({
  assets: [
    { id: 1, name: 'Checking', i_type: ASSET_TYPE.deposit, val_death: 10_000_00 },
    { id: 2, name: 'Brokerage', i_type: ASSET_TYPE.brokerage, val_death: 5_000_00 },
    { id: 3, name: 'Bonds', i_type: ASSET_TYPE.bonds, date: '2026-03-01' },
  ],
  heirs: [
    { id: 4, name: 'Ann', percent_target: 33_333 },
    { id: 5, name: 'Ben', percent_target: 66_667 },
  ],
  txacts: [
    { id: 6, asset: 1, cat: CAT.interest, val: 100_00, date: '2026-02-01', name: 'Interest' },
    { id: 7, asset: 1, item: 3, cat: CAT.assetPurchase, val: 2_000_00, date: '2026-03-01', name: 'Bonds' },
  ],
  exec_expenses: [{ id: 8, date: '2026-03-10', val: 50_00 }],
});
const d = recompute(f);
const report = accountingReport(f, '2026-01-10', '2026-06-30', d);
const extras = courtExtras(f, report, d);
const find = (c: ReturnType<typeof courtAccounting>, title: string) => {
  const s = c.schedules.find((x) => x.title === title || x.code === title);
  if (!s) throw new Error(`no schedule ${title}`);
  return s;
};

describe('New York JA-7 supporting schedules', () => {
  const ny = courtAccounting(report, 'new_york', extras);

  it('leave the charges and credits as they were: 15,000.00 + 100.00 each side', () => {
    expect([ny.charges, ny.credits]).toEqual([15_100_00, 15_100_00]);
    expect(courtAccounting(report, 'new_york')).toMatchObject({ charges: 15_100_00, credits: 15_100_00 });
    expect(find(ny, 'G').total).toBe(15_100_00);
  });

  it('C-1 the unpaid expense, F the bonds bought, J the cash in Schedule G', () => {
    expect(find(ny, 'C-1').lines.map((l) => [l.name, l.amount])).toEqual([['Executor expense', 50_00]]);
    expect(find(ny, 'F').lines.map((l) => [l.date, l.name, l.amount])).toEqual([
      ['2026-03-01', 'Bonds', 2_000_00],
    ]);
    expect(find(ny, 'J').lines.map((l) => [l.name, l.amount])).toEqual([['Checking', 8_100_00]]);
    expect(find(ny, 'C-1').side).toBe('memo');
  });

  it('H splits Schedule G: 33.333% of 15,100.00 = 5,033.283 -> 5,033.28, 66.667% -> 10,066.717 -> 10,066.72', () => {
    const h = find(ny, 'H');
    expect(h.lines.map((l) => [l.name, l.amount])).toEqual([
      ['Ann', 5_033_28],
      ['Ben', 10_066_72],
    ]);
    expect(h.total).toBe(find(ny, 'G').total);
    expect(h.lines[0]?.category).toBe('33.333% share; received so far $0.00');
  });

  it('I: 5% of the first 100,000.00 of Schedules A (15,000.00) and A-2 (100.00): 755.00', () => {
    expect(find(ny, 'I').total).toBe(755_00);
  });
});

describe("Ontario's statements", () => {
  const on = courtAccounting(report, 'ontario', extras);

  it('of investments: the brokerage 5,000.00 and the bonds 2,000.00 among the assets on hand', () => {
    const s = find(on, 'Statement of investments');
    expect(s.lines.map((l) => [l.name, l.amount])).toEqual([
      ['Brokerage', 5_000_00],
      ['Bonds', 2_000_00],
    ]);
    expect([on.charges, on.credits]).toEqual([15_100_00, 15_100_00]);
  });

  it('of compensation claimed: 2.5% of 15,000.00 and of 100.00, and 0.4% a year of 15,050.00 for 0.47 years', () => {
    // 172 days from 10 January to 30 June: 0.47 years; 0.4% of 15,050.00 = 60.20, x 0.47 = 28.294 -> 28.29.
    expect(extras.years).toBe(0.47);
    const s = find(on, 'Statement of compensation claimed');
    expect(s.lines.map((l) => l.amount)).toEqual([375_00, 0, 2_50, 0, 28_29]);
    expect(s.total).toBe(405_79);
  });
});

describe('sharesOf', () => {
  it('gives the odd cents to the largest remainders so the parts make the whole', () => {
    expect(sharesOf(100, [33_333, 33_333, 33_334])).toEqual([33, 33, 34]);
    expect(sharesOf(1_00, [50_000, 50_000])).toEqual([50, 50]);
    // Shares short of 100%: each its own part, rounded down, and no cents handed out.
    expect(sharesOf(1_000, [25_000, null])).toEqual([250, 0]);
  });
});
