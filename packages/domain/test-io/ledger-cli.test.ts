/**
 * Cross-check with ledger-cli: the exported journal, read by `ledger balance`, gives the same
 * balances as the engine, to the cent. I/O lives here, outside src (the engine itself does none).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { maxEstate, scenarioEstate } from '../src/fixtures/index.ts';
import {
  accountingReport,
  estateMinDate,
  expectedJournalBalances,
  toLedgerJournal,
  type WorkingCopy,
} from '../src/index.ts';
import { LEDGER, ledgerBalances } from './ledger-balance.ts';

function compare(wc: WorkingCopy): void {
  const ours = expectedJournalBalances(wc);
  const theirs = ledgerBalances(toLedgerJournal(wc));
  for (const [account, cents] of ours) expect([account, theirs.get(account) ?? 0]).toEqual([account, cents]);
  for (const [account, cents] of theirs) {
    if (/^(Assets|Liabilities|Equity:Heirs):/.test(account))
      expect([account, cents]).toEqual([account, ours.get(account) ?? 0]);
  }
}

// `npm test` installs ledger (Debian's package): under CI a missing ledger fails here instead of passing unseen.
// Outside CI the cross-checks wait for it, and say so in the run's list of skipped tests.
const HAVE_LEDGER = existsSync(LEDGER);
it.runIf(!!process.env.CI)('ledger-cli is installed (CI)', () => {
  expect(HAVE_LEDGER, `${LEDGER} is missing: apt-get install -y ledger`).toBe(true);
});

describe.skipIf(!HAVE_LEDGER)('ledger-cli agrees with the engine', () => {
  it('scenario estate: every asset, debt and heir balance equal to the cent', () =>
    compare(scenarioEstate()));
  it('maximum estate (6000 transactions): every balance equal to the cent', () => compare(maxEstate()));
});

describe.skipIf(!HAVE_LEDGER)('ledger-cli agrees with the accounting report', () => {
  it("property on hand at the close is ledger-cli's assets, to the cent (scenario and maximum estates)", () => {
    for (const wc of [scenarioEstate(), maxEstate()]) {
      const theirs = ledgerBalances(toLedgerJournal(wc));
      const assets = [...theirs].filter(([a]) => a.startsWith('Assets:')).reduce((s, [, c]) => s + c, 0);
      const start = estateMinDate(wc.meta.trust, wc.meta.death_date);
      const r = accountingReport(wc, start, '2099-12-31');
      expect(r.totals.onHandEnd).toBe(assets);
      expect(r.totals.charges).toBe(r.totals.credits);
    }
  });
});
