import { describe, expect, it } from 'vitest';
import { moneyTotals, shownTotals, TOTALS_LABEL, TOTALS_ROW_ID, totalsRowData } from './totals-row.ts';
import type { GridColumn } from './types.ts';

interface Row {
  id: number;
  name: string;
  val: number | null;
  balance: number;
  shown: number;
}
const columns: GridColumn<Row>[] = [
  { field: 'name', header: 'Name', kind: 'text' },
  { field: 'val', header: 'Value', kind: 'money' },
  { field: 'balance', header: 'Balance', kind: 'money' },
  { field: 'shown', header: 'Shown', kind: 'money', value: (r) => r.balance * 2 },
];
const rows: Row[] = [
  { id: 1, name: 'House', val: 350_000_00, balance: 10, shown: 0 },
  { id: 2, name: 'Car', val: 12_345_67, balance: 20, shown: 0 },
  { id: 3, name: 'Unknown', val: null, balance: 30, shown: 0 },
];

describe('totals row', () => {
  it('sums each stored money column to the cent, leaving out skipped and computed columns', () => {
    expect(moneyTotals(rows, columns, ['balance'])).toEqual({ val: 362_345_67 });
    expect(moneyTotals(rows, columns)).toEqual({ val: 362_345_67, balance: 60 });
  });
  it("labels the first text column 'Total' and carries the figures under their fields", () => {
    expect(totalsRowData({ val: 5 }, columns)).toEqual([{ id: TOTALS_ROW_ID, name: TOTALS_LABEL, val: 5 }]);
  });
  it('draws no totals row without totals', () => {
    expect(totalsRowData(null, columns)).toEqual([]);
  });
});

describe('shownTotals', () => {
  it('sums the same fields over the rows a filter leaves', () => {
    const rows = [
      { id: 1, name: 'a', val: 1_01, paid: 5 },
      { id: 2, name: 'b', val: 2_02, paid: null },
    ];
    expect(shownTotals({ val: 3_03, paid: 5 }, rows.slice(1))).toEqual({ val: 2_02, paid: 0 });
    expect(shownTotals(null, rows)).toBeNull();
  });
});
