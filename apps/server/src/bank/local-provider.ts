// The practice bank: plausible estate-account activity generated from the account id, no network, no account.
// The same link always shows the same rows, so importing twice proves nothing is booked twice.
import crypto from 'node:crypto';
import { type StatementRow, shiftDays, todayIso } from '@probity/domain';
import type { BankAccount, BankProvider, SyncResult } from '../runtime/ports.ts';
import { BankError } from './bank-provider.ts';

const ACCOUNTS: BankAccount[] = [
  { id: 'practice-checking', name: 'Practice bank checking', mask: '0001' },
  { id: 'practice-savings', name: 'Practice bank savings', mask: '0002' },
];
const PAYEES: [string, number][] = [
  ['SOCIAL SECURITY DEPOSIT', 185_000],
  ['PENSION PAYMENT', 92_450],
  ['INTEREST PAID', 412],
  ['GEORGIA POWER ONLINE PMT', -21_733],
  ['CITY WATER UTILITY', -6_410],
  ['VISA CARD PAYMENT', -45_000],
  ['CHECK', -12_500],
  ['HOMEOWNERS INSURANCE', -98_000],
];

/** A small deterministic generator (mulberry32). */
function random(seed: string) {
  let a = crypto.createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The account's rows over the 120 days before today: two or three a week, some alike on one day. */
export function practiceRows(accountId: string, today = todayIso()): StatementRow[] {
  const rows: StatementRow[] = [];
  for (let day = 120; day >= 1; day--) {
    const date = shiftDays(today, -day);
    // Seeded by the day too: a day's rows are the same whenever they are asked for.
    const next = random(`${accountId}:${date}`);
    const count = next() < 0.3 ? 1 + Math.floor(next() * 2) : 0;
    for (let k = 0; k < count; k++) {
      const [payee, base] = PAYEES[Math.floor(next() * PAYEES.length)] ?? PAYEES[0] ?? ['CHECK', -100];
      const name = payee === 'CHECK' ? `CHECK ${1000 + Math.floor(next() * 900)}` : payee;
      rows.push({ id: `local:${accountId}:${date}:${k}`, date, val: base, name });
    }
  }
  return rows;
}

export class LocalProvider implements BankProvider {
  readonly name = 'local' as const;
  private readonly tokens = new Set<string>();

  async linkToken(userId: string, estateId: string): Promise<string> {
    return `local-link-${crypto.createHash('sha256').update(`${userId}:${estateId}`).digest('hex').slice(0, 16)}`;
  }

  async exchange(publicToken: string) {
    if (!publicToken.startsWith('local-public')) throw new BankError(435, 'This link could not be completed');
    const accessToken = `local-access-${crypto.randomBytes(12).toString('hex')}`;
    this.tokens.add(accessToken);
    return { accessToken, itemId: `local-item-${accessToken.slice(-8)}`, accounts: ACCOUNTS };
  }

  private check(accessToken: string, accountId: string): void {
    // Tokens made by another server process are still good: the practice bank has nothing to revoke.
    if (!accessToken.startsWith('local-access-'))
      throw new BankError(435, 'The practice bank does not know this link');
    if (!ACCOUNTS.some((a) => a.id === accountId))
      throw new BankError(435, 'This account is no longer at the bank');
  }

  async sync(accessToken: string, accountId: string, cursor: string | null): Promise<SyncResult> {
    this.check(accessToken, accountId);
    const today = todayIso();
    const added = practiceRows(accountId, today).filter((r) => cursor === null || r.date >= cursor);
    return { added, modified: [], removed: [], cursor: today };
  }

  async rows(accessToken: string, accountId: string, start: string, end: string): Promise<StatementRow[]> {
    this.check(accessToken, accountId);
    return practiceRows(accountId).filter((r) => r.date >= start && r.date <= end);
  }

  async unlink(accessToken: string): Promise<void> {
    this.tokens.delete(accessToken);
  }
}
