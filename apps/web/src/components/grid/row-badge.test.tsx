import { MantineProvider } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withRowBadges } from './row-badge.tsx';

type Row = { name: string; settled: boolean };
const defs: ColDef<Row>[] = [{ colId: 'name' }, { colId: 'value' }];
const badgeOf = (r: Row) => (r.settled ? 'Sold' : null);

const cell = (def: ColDef<Row>, data: Row, pinned = false) => {
  const render = def.cellRenderer as (p: ICellRendererParams<Row>) => ReactNode;
  const p = {
    data,
    value: data.name,
    valueFormatted: data.name,
    node: { rowPinned: pinned ? 'bottom' : null },
  };
  return renderToStaticMarkup(
    <MantineProvider>{render(p as unknown as ICellRendererParams<Row>)}</MantineProvider>,
  );
};

describe('withRowBadges', () => {
  it('leaves the columns as they are without a badge rule or a title column', () => {
    expect(withRowBadges(defs, 'name', undefined)).toBe(defs);
    expect(withRowBadges(defs, undefined, badgeOf)).toBe(defs);
  });

  it('draws the badge beside the title of a settled row only', () => {
    const [title, value] = withRowBadges(defs, 'name', badgeOf);
    expect(value).toBe(defs[1]);
    const sold = cell(title as ColDef<Row>, { name: 'Shares', settled: true });
    expect(sold).toContain('Shares');
    expect(sold).toMatch(/data-testid="row-badge"[^>]*>.*Sold/);
    const live = cell(title as ColDef<Row>, { name: 'House', settled: false });
    expect([live.includes('House'), live.includes('row-badge')]).toEqual([true, false]);
    // the totals row carries no badge
    const total = cell(title as ColDef<Row>, { name: 'Total', settled: true }, true);
    expect([total.includes('Total'), total.includes('row-badge')]).toEqual([true, false]);
  });
});
