/**
 * Standard-approach accounting (issue 16): the period's cash receipts and disbursements by category with the
 * running cash balance. Cash means the cash-like asset types (isCashType, as the engine); opening
 * cash + receipts - disbursements = closing cash, to the cent.
 */
import type { Facts } from '../entities/working-copy.ts';
import { ALL_CATS, isCashType, labelOf } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { canonical } from '../ledger/walk.ts';

export interface CashLine {
  txactId: number;
  date: string;
  name: string;
  category: string;
  /** Signed cents: + received, - paid out. */
  amount: number;
  /** Cash on hand after this line. */
  running: number;
}

export interface StandardReport {
  start: string;
  end: string;
  openingCash: number;
  lines: CashLine[];
  byCategory: { category: string; receipts: number; disbursements: number }[];
  receipts: number;
  disbursements: number;
  closingCash: number;
}

export function standardReport(
  f: Facts,
  start: string,
  end: string,
  d: Derived = recompute(f),
): StandardReport {
  const cashIds = new Set(f.assets.filter((a) => isCashType(a.i_type)).map((a) => a.id));
  const isCash = (id: number): boolean => cashIds.has(id);
  const moves: { t: { id: number; date: string; name: string; cat: number }; amount: number }[] = [];
  for (const raw of f.txacts) {
    if (raw.date === null) continue;
    const t = canonical(raw);
    const s = d.txacts.get(t.id);
    if (!s) continue;
    let amount = 0;
    if (isCash(t.asset)) amount += s.delta;
    if (t.item !== null && s.delta_item !== null && isCash(t.item)) amount += s.delta_item;
    if (amount !== 0) moves.push({ t: { id: t.id, date: raw.date, name: t.name, cat: t.cat }, amount });
  }
  moves.sort((a, b) => a.t.date.localeCompare(b.t.date) || a.t.id - b.t.id);
  let cashNow = 0;
  for (const a of f.assets) if (isCash(a.id)) cashNow += d.assets.get(a.id)?.val ?? 0;
  const all = moves.reduce((s, m) => s + m.amount, 0);
  let running = cashNow - all + moves.filter((m) => m.t.date < start).reduce((s, m) => s + m.amount, 0);
  const openingCash = running;
  const lines: CashLine[] = [];
  const cats = new Map<string, { category: string; receipts: number; disbursements: number }>();
  for (const m of moves) {
    if (m.t.date < start || m.t.date > end) continue;
    running += m.amount;
    const category = labelOf(ALL_CATS, m.t.cat);
    lines.push({ txactId: m.t.id, date: m.t.date, name: m.t.name, category, amount: m.amount, running });
    const c = cats.get(category) ?? { category, receipts: 0, disbursements: 0 };
    if (m.amount > 0) c.receipts += m.amount;
    else c.disbursements -= m.amount;
    cats.set(category, c);
  }
  const byCategory = [...cats.values()].sort((a, b) => a.category.localeCompare(b.category));
  return {
    start,
    end,
    openingCash,
    lines,
    byCategory,
    receipts: byCategory.reduce((s, c) => s + c.receipts, 0),
    disbursements: byCategory.reduce((s, c) => s + c.disbursements, 0),
    closingCash: running,
  };
}
