import { describe, expect, it } from 'vitest';
import { cashflowTxactsPath, isTabName, parseTabParams, TABS } from './estate-routes';

const q = (s: string) => new URLSearchParams(s);

describe('estate routes', () => {
  it('has the ten tabs in their order', () => {
    expect(TABS.join(',')).toBe(
      'Docs,Overview,Tasks,Executor,Decedent,Assets,Debts,Cashflow,Heirs,Distributions',
    );
    expect(isTabName('Decedent')).toBe(true);
    expect(isTabName('decedent')).toBe(false);
  });

  it('reads the Executor table, falling back to Contacts', () => {
    expect(parseTabParams('Executor', q('table=Time%20Log&all'))).toEqual({ table: 'Time Log', all: true });
    expect(parseTabParams('Executor', q('table=Nope'))).toEqual({ table: 'Contacts', all: false });
  });

  it('reads the Cashflow asset and flags', () => {
    expect(parseTabParams('Cashflow', q('assetId=12&import'))).toEqual({
      import: true,
      all: false,
      assetId: 12,
      txacts: null,
      from: null,
    });
  });

  it("reads a tax worksheet line's transactions, as cashflowTxactsPath writes them", () => {
    const path = cashflowTxactsPath('e1', [14, 12, 14], 'Line 1 Interest');
    expect(path).toBe('/estate/e1/Cashflow?txacts=14,12&from=Line%201%20Interest');
    const p = parseTabParams('Cashflow', q(path.split('?')[1] ?? ''));
    expect([p.txacts, p.from]).toEqual([[14, 12], 'Line 1 Interest']);
    expect(parseTabParams('Cashflow', q('txacts=1,x')).txacts).toBeNull();
  });

  it('reads the Distributions prefilters', () => {
    expect(parseTabParams('Distributions', q('heirName=Bo&distribType=Bequest'))).toEqual({
      heirName: 'Bo',
      distribType: 'Bequest',
    });
  });
});
