import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `ledger balance` (Debian's ledger-cli, installed by npm test) of a journal text, as account -> cents. */
export function ledgerBalances(journal: string): Map<string, number> {
  const dir = mkdtempSync(join(tmpdir(), 'probity-journal-'));
  try {
    const file = join(dir, 'estate.journal');
    writeFileSync(file, journal);
    const out = execFileSync(
      'ledger',
      ['-f', file, 'balance', '--flat', '--no-total', '-F', '%(account)\t%(display_total)\n'],
      { encoding: 'utf8' },
    );
    const m = new Map<string, number>();
    for (const line of out.split('\n')) {
      const [account, amount] = line.split('\t');
      if (!account || amount === undefined) continue;
      m.set(account, Math.round(Number(amount.replace(/[$,]/g, '')) * 100));
    }
    return m;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The balance of the one account whose name starts with `prefix` and contains `name` (0 when ledger omits it). */
export function balanceOf(balances: Map<string, number>, prefix: string, name: string): number {
  const hit = [...balances].find(([a]) => a.startsWith(prefix) && a.includes(name));
  return hit?.[1] ?? 0;
}
