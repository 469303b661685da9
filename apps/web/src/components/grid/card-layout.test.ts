import { describe, expect, it } from 'vitest';
import { cardLayout, cardTitle, cellText, filterRows } from './card-layout.ts';
import type { GridColumn } from './types.ts';

interface Row {
  id: number;
  name: string;
  note: string;
  val: number;
  due: string | null;
}
const COLS: GridColumn<Row>[] = [
  { field: 'due', header: 'Due', kind: 'date', card: true },
  { field: 'name', header: 'Name', kind: 'text', lockVisible: true },
  { field: 'note', header: 'Note', kind: 'text', hidden: true },
  { field: 'val', header: 'Value', kind: 'money', card: true },
];
const ROWS: Row[] = [
  { id: 1, name: 'Checking account', note: 'joint', val: 123_456, due: '2026-09-08' },
  { id: 2, name: 'House', note: '', val: 50_000_000, due: null },
];

describe('cardLayout', () => {
  it('titles the card with the locked name column and lists the marked figures in column order', () => {
    const l = cardLayout(COLS);
    expect(l.title?.field).toBe('name');
    expect(l.figures.map((c) => c.field)).toEqual(['due', 'val']);
  });
  it("prefers a column marked 'title'", () => {
    const cols: GridColumn<Row>[] = [{ ...COLS[2], card: 'title' } as GridColumn<Row>, ...COLS];
    expect(cardLayout(cols).title?.field).toBe('note');
  });
});

describe('cardTitle', () => {
  it('falls back to the first text that is there, then to a plain word', () => {
    const l = cardLayout(COLS);
    expect(cardTitle(l, COLS, ROWS[0] as Row)).toBe('Checking account');
    expect(cardTitle(l, COLS, { ...(ROWS[0] as Row), name: '' })).toBe('joint');
    expect(cardTitle(l, COLS, { ...(ROWS[1] as Row), name: '' })).toBe('Unnamed item');
  });
});

describe('card text and filter', () => {
  it('shows figures as the grid does', () => {
    expect(cellText(COLS[3] as GridColumn<Row>, ROWS[0] as Row)).toBe('$1,234.56');
    expect(cellText(COLS[0] as GridColumn<Row>, ROWS[0] as Row)).toBe('08-Sep-2026');
  });
  it('keeps rows holding every typed word in a visible column', () => {
    const visible = { due: true, name: true, note: false, val: true };
    expect(filterRows(ROWS, COLS, visible, 'CHECKING 1,234').map((r) => r.id)).toEqual([1]);
    expect(filterRows(ROWS, COLS, visible, 'joint')).toEqual([]); // Note is hidden
    expect(filterRows(ROWS, COLS, visible, '  ').map((r) => r.id)).toEqual([1, 2]);
  });
});
