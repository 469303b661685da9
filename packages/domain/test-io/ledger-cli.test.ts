/**
 * Cross-check with ledger-cli: the exported journal, read by `ledger balance`, gives the same
 * balances as the engine, to the cent. I/O lives here, outside src (the engine itself does none).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { maxEstate, scenarioEstate } from '../src/fixtures/index.ts';
import { expectedJournalBalances, toLedgerJournal, type WorkingCopy } from '../src/index.ts';

const LEDGER = '/usr/bin/ledger';
const dir = mkdtempSync(join(tmpdir(), 'probity-ledger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Balances by account from `ledger balance`, in cents. */
function ledgerBalances(wc: WorkingCopy, name: string): Map<string, number> {
  const file = join(dir, `${name}.journal`);
  writeFileSync(file, toLedgerJournal(wc));
  const out = execFileSync(
    LEDGER,
    ['-f', file, 'balance', '--flat', '--no-total', '-F', '%(account)\t%(display_total)\n'],
    { encoding: 'utf8' },
  );
  const m = new Map<string, number>();
  for (const line of out.split('\n')) {
    const [account, amount] = line.split('\t');
    if (!account || amount === undefined) continue;
    const [whole, frac = ''] = amount.replace('$', '').replace(/,/g, '').split('.');
    const neg = (whole ?? '').startsWith('-');
    const cents = Math.abs(Number(whole)) * 100 + Number(frac.padEnd(2, '0'));
    m.set(account, neg ? -cents : cents);
  }
  return m;
}

function compare(wc: WorkingCopy, name: string): void {
  const ours = expectedJournalBalances(wc);
  const theirs = ledgerBalances(wc, name);
  for (const [account, cents] of ours) expect([account, theirs.get(account) ?? 0]).toEqual([account, cents]);
  for (const [account, cents] of theirs) {
    if (/^(Assets|Liabilities|Equity:Heirs):/.test(account))
      expect([account, cents]).toEqual([account, ours.get(account) ?? 0]);
  }
}

describe.skipIf(!existsSync(LEDGER))('ledger-cli agrees with the engine', () => {
  it('scenario estate: every asset, debt and heir balance equal to the cent', () =>
    compare(scenarioEstate(), 'scenario'));
  it('maximum estate (6000 transactions): every balance equal to the cent', () =>
    compare(maxEstate(), 'max'));
});
