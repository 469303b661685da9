import {
  MSG_DATE_INVALID,
  MSG_DATE_MIN,
  MSG_DATE_REQUIRED,
  MSG_NEGATIVE,
  MSG_PERCENT_RANGE,
  MSG_TEXT_TOO_LONG,
} from '@probity/domain';
import { describe, expect, it } from 'vitest';
import {
  MSG_CHOICE_INVALID,
  MSG_MONEY_INVALID,
  MSG_REQUIRED,
  parseCellInput,
  parseShownDate,
} from './cell-parse.ts';
import type { GridColumn } from './types.ts';

interface Row {
  id: number;
  name: string;
  value: number | null;
  share: number | null;
  when: string | null;
  kind: string;
  done: boolean;
  miles: number | null;
}
const row: Row = {
  id: 1,
  name: 'House',
  value: 0,
  share: 0,
  when: null,
  kind: 'a',
  done: false,
  miles: null,
};
const TODAY = '2026-11-22';
const col = (c: Partial<GridColumn<Row>> & Pick<GridColumn<Row>, 'field' | 'kind'>): GridColumn<Row> => ({
  header: c.field,
  ...c,
});
const parse = (c: GridColumn<Row>, input: unknown) => parseCellInput(c, input, row, TODAY);

const money = col({ field: 'value', kind: 'money' });
const percent = col({ field: 'share', kind: 'percent' });
const date = col({ field: 'when', kind: 'date' });
const text = col({ field: 'name', kind: 'text' });

describe('money editor input', () => {
  it('parses a formatted amount to exact cents', () => {
    expect(parse(money, '$1,234.56')).toEqual({ ok: true, value: 123456 });
  });
  it('parses a plain amount with one decimal', () => {
    expect(parse(money, '1234.5')).toEqual({ ok: true, value: 123450 });
  });
  it('keeps cents exact where floats would drift (0.29, 1.15)', () => {
    expect(parse(money, '0.29')).toEqual({ ok: true, value: 29 });
    expect(parse(money, '1.15')).toEqual({ ok: true, value: 115 });
  });
  it('parses a large amount exactly', () => {
    expect(parse(money, '$12,345,678,901.23')).toEqual({ ok: true, value: 1234567890123 });
  });
  it('refuses a negative amount by default', () => {
    expect(parse(money, '-5.00')).toEqual({ ok: false, error: MSG_NEGATIVE });
  });
  it('accepts a negative amount when the column allows it', () => {
    expect(parse(col({ field: 'value', kind: 'money', allowNegative: true }), '(12.50)')).toEqual({
      ok: true,
      value: -1250,
    });
  });
  it('refuses text that is not an amount', () => {
    expect(parse(money, '12abc')).toEqual({ ok: false, error: MSG_MONEY_INVALID });
  });
  it('turns an empty cell into null', () => {
    expect(parse(money, '  ')).toEqual({ ok: true, value: null });
  });
  it('refuses an empty required cell', () => {
    expect(parse(col({ field: 'value', kind: 'money', required: true }), '')).toEqual({
      ok: false,
      error: MSG_REQUIRED,
    });
  });
});

describe('percent editor input (thousandths)', () => {
  it('parses 12.345% to 12345', () => {
    expect(parse(percent, '12.345%')).toEqual({ ok: true, value: 12345 });
  });
  it('parses 100 to 100000', () => {
    expect(parse(percent, '100')).toEqual({ ok: true, value: 100000 });
  });
  it('parses 0 to 0', () => {
    expect(parse(percent, '0')).toEqual({ ok: true, value: 0 });
  });
  it('refuses more than 100%', () => {
    expect(parse(percent, '100.001')).toEqual({ ok: false, error: MSG_PERCENT_RANGE });
  });
  it('refuses a fourth decimal', () => {
    expect(parse(percent, '12.3456')).toEqual({ ok: false, error: MSG_PERCENT_RANGE });
  });
  it('refuses a negative percent', () => {
    expect(parse(percent, '-1')).toEqual({ ok: false, error: MSG_PERCENT_RANGE });
  });
});

describe('date editor input', () => {
  it('accepts m/d/yyyy', () => {
    expect(parse(date, '3/5/2026')).toEqual({ ok: true, value: '2026-03-05' });
  });
  it('accepts m-d-yy with the year near today', () => {
    expect(parse(date, '3-5-26')).toEqual({ ok: true, value: '2026-03-05' });
  });
  it('maps a 2-digit year far ahead of today into the last century', () => {
    expect(parse(date, '12/31/99')).toEqual({ ok: true, value: '1999-12-31' });
  });
  it('accepts back the dd-Mon-yyyy text the cell shows', () => {
    expect(parse(date, '05-Mar-2026')).toEqual({ ok: true, value: '2026-03-05' });
  });
  it('refuses a day that does not exist', () => {
    expect(parse(date, '2/30/2026')).toEqual({ ok: false, error: MSG_DATE_INVALID });
  });
  it('refuses a date before 1900', () => {
    expect(parse(date, '12/31/1899')).toEqual({ ok: false, error: MSG_DATE_MIN });
  });
  it('refuses a date before the row minimum (for example the death date)', () => {
    const c = col({ field: 'when', kind: 'date', minDate: () => '2026-09-08' });
    expect(parse(c, '9/7/2026')).toEqual({ ok: false, error: 'Enter a date on or after 08-Sep-2026.' });
  });
  it('refuses a date after the row maximum', () => {
    const c = col({ field: 'when', kind: 'date', maxDate: () => '2026-11-22' });
    expect(parse(c, '11/23/2026')).toEqual({ ok: false, error: 'Enter a date on or before 22-Nov-2026.' });
  });
  it('says Date required for an empty required date', () => {
    expect(parse(col({ field: 'when', kind: 'date', required: true }), '')).toEqual({
      ok: false,
      error: MSG_DATE_REQUIRED,
    });
  });
  it('reads the shown form case-insensitively', () => {
    expect(parseShownDate('8-sep-2026')).toBe('2026-09-08');
  });
});

describe('text, number, enum and boolean input', () => {
  it('accepts text of exactly 500 characters', () => {
    expect(parse(text, 'x'.repeat(500))).toEqual({ ok: true, value: 'x'.repeat(500) });
  });
  it('refuses text of 501 characters', () => {
    expect(parse(text, 'x'.repeat(501))).toEqual({ ok: false, error: MSG_TEXT_TOO_LONG });
  });
  it('turns empty text into an empty string', () => {
    expect(parse(text, '')).toEqual({ ok: true, value: '' });
  });
  it('parses a quantity with the allowed decimals', () => {
    expect(parse(col({ field: 'miles', kind: 'number', decimals: 1 }), '1,234.5')).toEqual({
      ok: true,
      value: 1234.5,
    });
  });
  it('refuses a quantity with too many decimals', () => {
    expect(parse(col({ field: 'miles', kind: 'number', decimals: 1 }), '1.25')).toEqual({
      ok: false,
      error: 'Enter a number with at most 1 decimal.',
    });
  });
  it('refuses a negative quantity', () => {
    expect(parse(col({ field: 'miles', kind: 'number' }), '-3')).toEqual({ ok: false, error: MSG_NEGATIVE });
  });
  it('maps an enum label or id to the id', () => {
    const c = col({ field: 'kind', kind: 'enum', options: [{ value: 'a', label: 'Alpha' }] });
    expect(parse(c, 'Alpha')).toEqual({ ok: true, value: 'a' });
    expect(parse(c, 'a')).toEqual({ ok: true, value: 'a' });
  });
  it('refuses an enum value that is not listed', () => {
    const c = col({ field: 'kind', kind: 'enum', options: [{ value: 'a', label: 'Alpha' }] });
    expect(parse(c, 'Beta')).toEqual({ ok: false, error: MSG_CHOICE_INVALID });
  });
  it('passes a checkbox value through as a boolean', () => {
    expect(parse(col({ field: 'done', kind: 'boolean' }), true)).toEqual({ ok: true, value: true });
  });
});
