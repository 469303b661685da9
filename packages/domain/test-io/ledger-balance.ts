// `ledger balance` (Debian's ledger-cli, installed by npm test) of a journal text: the cross-check the domain's
// and the server's tests share. I/O lives here, outside src (the engine itself does none).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const LEDGER = '/usr/bin/ledger';

/** Balances by account, in cents, read exactly from ledger's decimal output. */
export function ledgerBalances(journal: string): Map<string, number> {
  const dir = mkdtempSync(join(tmpdir(), 'probity-journal-'));
  try {
    const file = join(dir, 'estate.journal');
    writeFileSync(file, journal);
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
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
