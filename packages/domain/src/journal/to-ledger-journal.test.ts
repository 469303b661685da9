import { describe, expect, it } from 'vitest';
import { scenarioEstate } from '../fixtures/scenario-estate.ts';
import { recompute } from '../ledger/recompute.ts';
import { sumJournal } from '../test-kit.ts';
import { expectedJournalBalances, toLedgerJournal } from './to-ledger-journal.ts';

describe('ledger journal export', () => {
  const wc = scenarioEstate();
  const text = toLedgerJournal(wc);
  it('balances every asset, debt and heir account to the cent', () => {
    const sums = sumJournal(text);
    for (const [account, cents] of expectedJournalBalances(wc))
      expect([account, sums.get(account)]).toEqual([account, cents]);
  });
  it('each entry balances to zero', () => {
    const total = [...sumJournal(text).values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(0);
  });
  it('names accounts by id and cleaned name', () => {
    expect(text).toContain('Assets:A3 Brokerage ACME growth');
    expect(text).toContain('Equity:Heirs:H2 Sam Doe');
  });
  it('the scenario figures are what an executor expects', () => {
    const d = recompute(wc);
    expect(d.assets.get(2)).toMatchObject({ val: 0, paid: 312_500_00 });
    expect(d.debts.get(2)).toMatchObject({ paid: 9_000_00, val: 0, resolved: true });
    expect(d.meta.refunds).toBe(123_45);
    expect(d.meta.unpaid_expenses).toBe(0);
    expect(d.heirs.get(2)?.val_benefit).toBe(100_000_00);
    expect(d.assets.get(3)?.val_alloc).toBe(50_001_01);
  });
});
