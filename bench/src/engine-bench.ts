// Issue 3 bench: the engine's full recompute and a one-edit update of the maximum estate (6000 transactions)
// vs `ledger balance` (ledger-cli) on the exported journal of the same transactions.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recompute, recomputeIncremental, toLedgerJournal } from '@probity/domain';
import { maxEstate } from '@probity/domain/fixtures';
import { pair, type Row } from './timing.ts';

export async function engineRows(tmpDir: string): Promise<Row[]> {
  const facts = maxEstate();
  if (facts.txacts.length !== 6000) throw new Error(`expected 6000 transactions, got ${facts.txacts.length}`);
  const journal = join(tmpDir, 'max-estate.journal');
  writeFileSync(journal, toLedgerJournal(facts));
  const ledgerBalance = () => execFileSync('ledger', ['-f', journal, 'balance'], { stdio: 'pipe' });

  const derived = recompute(facts);
  const target = facts.txacts[facts.txacts.length >> 1];
  let n = 0;
  const oneEdit = () => {
    const edited = { ...target, val: target.val + (++n % 2) }; // alternate so every run is a real change
    const next = { ...facts, txacts: facts.txacts.map((t) => (t.id === target.id ? edited : t)) };
    return recomputeIncremental(facts, derived, next);
  };
  return [
    await pair('full recompute (6000 transactions)', () => recompute(facts), 'ledger balance', ledgerBalance),
    await pair('one-edit update', oneEdit, 'ledger balance', ledgerBalance),
  ];
}
