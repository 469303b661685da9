import { describe, expect, it } from 'vitest';
import { formatCell } from './cell-format.ts';
import type { GridColumn } from './types.ts';

type Row = Record<string, unknown>;
const col = (kind: GridColumn<Row>['kind'], extra: Partial<GridColumn<Row>> = {}): GridColumn<Row> => ({
  field: 'f',
  header: 'F',
  kind,
  ...extra,
});

describe('cell display text', () => {
  it('shows money in cents as dollars with separators', () => {
    expect(formatCell(col('money'), 123456)).toBe('$1,234.56');
  });
  it('shows percent thousandths with up to three decimals', () => {
    expect(formatCell(col('percent'), 12345)).toBe('12.345%');
    expect(formatCell(col('percent'), 100000)).toBe('100%');
  });
  it('shows an ISO date as dd-Mon-yyyy', () => {
    expect(formatCell(col('date'), '2026-03-05')).toBe('05-Mar-2026');
  });
  it('shows an enum id as its label', () => {
    expect(formatCell(col('enum', { options: [{ value: 3, label: 'Real Estate' }] }), 3)).toBe('Real Estate');
  });
  it('shows booleans as Yes and No', () => {
    expect(formatCell(col('boolean'), true)).toBe('Yes');
    expect(formatCell(col('boolean'), false)).toBe('No');
  });
  it('shows a quantity with at most its decimals', () => {
    expect(formatCell(col('number', { decimals: 1 }), 1234.56)).toBe('1,234.6');
  });
  it('shows null and undefined as empty', () => {
    expect(formatCell(col('money'), null)).toBe('');
    expect(formatCell(col('date'), undefined)).toBe('');
  });
});
