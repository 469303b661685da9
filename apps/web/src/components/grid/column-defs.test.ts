import type { EditableCallbackParams, ValueParserParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../lib/glossary.ts';
import {
  buildColDef,
  buildColDefs,
  compareIsoToFilterDate,
  figureWidth,
  InvalidEdit,
  moneyChars,
  valueColumnWidth,
} from './column-defs.ts';
import type { GridColumn } from './types.ts';

interface Row {
  id: number;
  name: string;
  value: number;
  settled: boolean;
}
const row: Row = { id: 1, name: 'House', value: 100, settled: false };
const money: GridColumn<Row> = {
  field: 'value',
  header: 'Value',
  kind: 'money',
  editable: (r) => !r.settled,
};
const name: GridColumn<Row> = { field: 'name', header: 'Name', kind: 'text', editable: true };
const opts = { readOnly: false, visible: {}, today: () => '2026-11-22', gridWidth: 1300 };

const parseWith = (c: GridColumn<Row>, newValue: string) =>
  buildColDef(c, opts).valueParser instanceof Function
    ? (buildColDef(c, opts).valueParser as (p: ValueParserParams<Row>) => unknown)({
        newValue,
        oldValue: row.value,
        data: row,
      } as ValueParserParams<Row>)
    : undefined;
const editableFor = (c: GridColumn<Row>, r: Row, readOnly = false, rowPinned?: 'bottom') => {
  const e = buildColDef(c, { ...opts, readOnly }).editable;
  return typeof e === 'function' ? e({ data: r, node: { rowPinned } } as EditableCallbackParams<Row>) : e;
};

describe('column definitions', () => {
  it('makes no column editable in read-only mode', () => {
    expect(buildColDefs([money, name], { ...opts, readOnly: true }).map((d) => d.editable)).toEqual([
      false,
      false,
    ]);
  });
  it('decides editability per row through the column function', () => {
    expect(editableFor(money, row)).toBe(true);
    expect(editableFor(money, { ...row, settled: true })).toBe(false);
  });
  it('never edits the pinned totals row', () => {
    expect(editableFor(name, row, false, 'bottom')).toBe(false);
    expect(editableFor(name, row)).toBe(true);
  });
  it('never edits a computed column', () => {
    expect(editableFor({ ...name, value: (r) => r.name.toUpperCase() }, row)).toBe(false);
  });
  it('hands the parsed cents to the grid for valid input', () => {
    expect(parseWith(money, '$1,234.56')).toBe(123456);
  });
  it('hands an InvalidEdit with the message for refused input', () => {
    expect(parseWith(money, '-1')).toEqual(new InvalidEdit('Enter zero or more.'));
  });
  it('hides a column the visibility map turns off', () => {
    expect(buildColDef(name, { ...opts, visible: { name: false } }).hide).toBe(true);
    expect(buildColDef(name, opts).hide).toBe(false);
  });
  it('gives value columns 10% of the grid and text columns the flexible rest', () => {
    expect(buildColDef(money, opts)).toMatchObject({ width: 130, type: 'rightAligned' });
    expect(buildColDef(money, opts).flex).toBeUndefined();
    expect(buildColDef(name, opts)).toMatchObject({ flex: 1 });
  });
  it('keeps value columns readable on a narrow grid', () => {
    expect(valueColumnWidth('money', 600)).toBe(112);
    expect(valueColumnWidth('date', 600)).toBe(110);
    expect(valueColumnWidth('percent', 1500)).toBe(150);
  });
  it('makes a money column as wide as its longest figure, negatives and the totals row included', () => {
    const rows: Row[] = [
      { ...row, value: 2_611_111_110 }, // $26,111,111.10: 14 characters
      { ...row, value: -5_00 },
    ];
    expect(moneyChars([money, name], rows)).toEqual({ value: 14 });
    expect(moneyChars([money], rows, [{ value: -123_456_789_00 }])).toEqual({ value: 16 }); // -$123,456,789.00
    const at768 = { ...opts, gridWidth: 700, moneyChars: { value: 14 } };
    expect(buildColDef(money, at768).width).toBe(figureWidth(14));
    expect(figureWidth(14)).toBeGreaterThan(112);
    // a short figure keeps the column's readable minimum
    expect(buildColDef(money, { ...at768, moneyChars: { value: 5 } }).width).toBe(112);
  });
  it('makes every column at least as wide as its header', () => {
    const long = { ...money, header: 'Value at Death' };
    expect(buildColDef(long, { ...opts, gridWidth: 600 }).width).toBe(Math.ceil(14 * 7.5) + 52);
    expect(buildColDef({ ...name, header: 'Resolved' }, opts).minWidth).toBe(140);
  });
  it('filters money in cents, parsing what the user types', () => {
    const params = buildColDef(money, opts).filterParams as { numberParser: (t: string) => number | null };
    expect(params.numberParser('1,000.5')).toBe(100050);
  });
  it('compares ISO cell dates to the filter date by calendar day', () => {
    const filter = new Date(2026, 2, 5);
    expect(compareIsoToFilterDate(filter, '2026-03-05')).toBe(0);
    expect(compareIsoToFilterDate(filter, '2026-03-04')).toBe(-1);
    expect(compareIsoToFilterDate(filter, '2026-03-06')).toBe(1);
  });
});

describe('header tooltips', () => {
  it('explain an estate term in plain words after the header', () => {
    const def = buildColDef<Row>({ field: 'settled', header: 'Probate', kind: 'boolean' }, opts);
    expect(def.headerTooltip).toBe(`Probate: ${GLOSSARY.Probate}`);
    expect(GLOSSARY.Probate).toMatch(/court process/);
  });
  it("keep a column's own note, and plain headers as they are", () => {
    expect(
      buildColDef<Row>({ field: 'id', header: 'Plan', kind: 'text', tooltip: 'Own note' }, opts)
        .headerTooltip,
    ).toBe('Own note');
    expect(buildColDef<Row>(name, opts).headerTooltip).toBe('Name');
  });
});
