/**
 * The estate as a plain-text ledger-cli / hledger journal: one account per asset, debt, heir and
 * category. Amounts come from integer cents, so the journal's balances equal ours to the cent.
 */
import type { WorkingCopy } from '../entities/working-copy.ts';
import { ALL_CATS, CAT, labelOf, TXACT_KIND } from '../enums.ts';
import { DEBT_PAYMENTS, ITEM_IS_DEBT, LOANS } from '../ledger/categories.ts';
import { compareTxacts } from '../ledger/order.ts';
import { recompute, startBalance, startOwed } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { canonical } from '../ledger/walk.ts';
import { centsToDecimal } from '../money.ts';

/** Account names: no separators, brackets, semicolons or double spaces (ledger syntax). */
const clean = (s: string): string =>
  s
    .replace(/[;:[\]()@*=!|\t\r\n"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
const named = (prefix: string, id: number, name: string): string =>
  `${prefix}${id}${clean(name) ? ` ${clean(name)}` : ''}`;

export interface JournalAccounts {
  asset: (id: number) => string;
  debt: (id: number) => string;
  heir: (id: number) => string;
}

export function journalAccounts(wc: WorkingCopy): JournalAccounts {
  const a = new Map(wc.assets.map((x) => [x.id, `Assets:${named('A', x.id, x.name)}`]));
  const d = new Map(wc.debts.map((x) => [x.id, `Liabilities:${named('D', x.id, x.name)}`]));
  const h = new Map(wc.heirs.map((x) => [x.id, `Equity:Heirs:${named('H', x.id, x.name)}`]));
  return {
    asset: (id) => a.get(id) ?? `Assets:A${id}`,
    debt: (id) => d.get(id) ?? `Liabilities:D${id}`,
    heir: (id) => h.get(id) ?? `Equity:Heirs:H${id}`,
  };
}

const amt = (c: number): string => `${c < 0 ? '-' : ''}$${centsToDecimal(Math.abs(c))}`;
const post = (account: string, cents: number): string => `    ${account}  ${amt(cents)}`;

function counterAccount(cat: number, kind: number): string {
  const label = clean(labelOf(ALL_CATS, cat));
  if (cat === CAT.assetSale) return 'Income:Gain on Asset Sale';
  if (kind === TXACT_KIND.credit) return `Income:${label}`;
  if (kind === TXACT_KIND.debit) return `Expenses:${label}`;
  return `Equity:Revaluation:${label}`;
}

export function toLedgerJournal(wc: WorkingCopy, d: Derived = recompute(wc)): string {
  const acc = journalAccounts(wc);
  const awaitDeath = d.meta.await_death;
  const openDate =
    wc.meta.death_date ??
    wc.txacts.reduce<string | null>((m, t) => (t.date && (!m || t.date < m) ? t.date : m), null) ??
    '1900-01-01';
  const out: string[] = [
    `; Probity estate ${clean(wc.meta.label || wc.meta.id)}: amounts in dollars, exact to the cent`,
    '',
  ];
  const opening: string[] = [];
  for (const a of wc.assets) {
    const s = startBalance(a, awaitDeath);
    if (s !== 0) opening.push(post(acc.asset(a.id), s));
  }
  for (const x of wc.debts) {
    const s = startOwed(x, awaitDeath);
    if (s !== 0) opening.push(post(acc.debt(x.id), -s));
  }
  if (opening.length) out.push(`${openDate} Opening balances`, ...opening, '    Equity:Opening', '');
  const assetIds = new Set(wc.assets.map((a) => a.id));
  const executed = wc.txacts
    .filter((t) => t.date !== null)
    .map(canonical)
    .sort(compareTxacts);
  for (const t of executed) {
    const dt = d.txacts.get(t.id);
    if (!dt || !assetIds.has(t.asset)) continue;
    const lines = [post(acc.asset(t.asset), dt.delta)];
    let rest = -dt.delta;
    if (dt.delta_item !== null && t.item !== null) {
      lines.push(post(acc.asset(t.item), dt.delta_item));
      rest -= dt.delta_item;
    }
    if (rest !== 0 || lines.length === 1) {
      let counter = counterAccount(t.cat, t.i_type);
      if ((DEBT_PAYMENTS.has(t.cat) || LOANS.has(t.cat)) && t.item !== null && ITEM_IS_DEBT.has(t.cat))
        counter = acc.debt(t.item);
      if (t.cat === CAT.distribution && t.heir_id !== null) counter = acc.heir(t.heir_id);
      lines.push(post(counter, rest));
    }
    const payee = clean(t.name) || clean(labelOf(ALL_CATS, t.cat));
    out.push(`${t.date} ${payee}  ; id:${t.id}`, ...lines, '');
  }
  for (const x of wc.debts) {
    if (x.val_forgiven === 0) continue;
    out.push(
      `${x.forgive_date ?? openDate} Debt forgiven`,
      post(acc.debt(x.id), x.val_forgiven),
      post('Income:Debt Forgiven', -x.val_forgiven),
      '',
    );
  }
  return out.join('\n');
}

/** The balances the journal must produce, by account, in cents (zero balances left out). */
export function expectedJournalBalances(wc: WorkingCopy, d: Derived = recompute(wc)): Map<string, number> {
  const acc = journalAccounts(wc);
  const m = new Map<string, number>();
  for (const [id, a] of d.assets) if (a.val !== 0) m.set(acc.asset(id), a.val);
  for (const [id, x] of d.debts) if (x.val !== 0) m.set(acc.debt(id), -x.val);
  for (const [id, h] of d.heirs) if (h.val_distrib !== 0) m.set(acc.heir(id), h.val_distrib);
  return m;
}
