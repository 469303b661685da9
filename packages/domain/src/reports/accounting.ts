/**
 * Accounting report figures for a period (issue 16, carry approach): charges (property on hand at the start,
 * receipts, gains) against credits (disbursements, losses, distributions, property on hand at the end). Every
 * figure comes from the engine's per-transaction deltas, so on hand at the end = on hand at the start + the
 * period's net change, and the summary balances to the cent by construction (the tests check it anyway).
 * Sales, purchases and transfers between the estate's own assets are changes in form: their net is 0 unless a
 * sale realises a gain or a loss against the carried value. Value adjustments (increase, decrease, new value)
 * are shown as gains or losses too, because the engine carries assets at their adjusted value.
 */
import type { Facts } from '../entities/working-copy.ts';
import { ALL_CATS, CAT, labelOf } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { canonical } from '../ledger/walk.ts';

export type AccountingSection = 'receipts' | 'gains' | 'disbursements' | 'losses' | 'distributions';

export interface AccountingLine {
  txactId: number;
  date: string;
  name: string;
  /** The transaction's category (CAT) and its label. */
  cat: number;
  category: string;
  /** Positive cents: what the line adds to its side. */
  amount: number;
}

export interface OnHandLine {
  assetId: number;
  name: string;
  amount: number;
}

export interface AccountingReport {
  start: string;
  end: string;
  onHandStart: OnHandLine[];
  onHandEnd: OnHandLine[];
  sections: Record<AccountingSection, AccountingLine[]>;
  totals: Record<AccountingSection | 'onHandStart' | 'onHandEnd' | 'charges' | 'credits', number>;
}

const VALUE_CHANGES: ReadonlySet<number> = new Set([CAT.assetSale, CAT.increase, CAT.decrease, CAT.newValue]);

/** Which section a transaction's net change to the estate's holdings belongs to. */
function sectionOf(cat: number, net: number): AccountingSection {
  if (cat === CAT.distribution) return 'distributions';
  if (VALUE_CHANGES.has(cat) || cat === CAT.assetDisposal) return net >= 0 ? 'gains' : 'losses';
  return net >= 0 ? 'receipts' : 'disbursements';
}

const sum = (xs: readonly { amount: number }[]): number => xs.reduce((s, x) => s + x.amount, 0);

/**
 * The carry-approach accounting for [start, end] (ISO dates, both inclusive). zeros: list the assets worth $0.00
 * at the start or the close among the property on hand too (left out by default; they add nothing either way).
 */
export function accountingReport(
  f: Facts,
  start: string,
  end: string,
  d: Derived = recompute(f),
  { zeros = false }: { zeros?: boolean } = {},
): AccountingReport {
  const deltas = new Map<number, { date: string; delta: number }[]>();
  const push = (asset: number | null, date: string, delta: number | null): void => {
    if (asset === null || !delta) return;
    const list = deltas.get(asset) ?? [];
    list.push({ date, delta });
    deltas.set(asset, list);
  };
  const sections: Record<AccountingSection, AccountingLine[]> = {
    receipts: [],
    gains: [],
    disbursements: [],
    losses: [],
    distributions: [],
  };
  const executed = f.txacts.filter((t) => t.date !== null).map(canonical);
  executed.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.id - b.id);
  for (const t of executed) {
    const date = t.date ?? '';
    const s = d.txacts.get(t.id);
    if (!s) continue;
    push(t.asset, date, s.delta);
    push(t.item, date, s.delta_item);
    if (date < start || date > end) continue;
    const net = s.delta + (s.delta_item ?? 0);
    // Changes in form (purchases, transfers, a sale at exactly the carried value) move nothing in or out.
    if (net === 0) continue;
    sections[sectionOf(t.cat, net)].push({
      txactId: t.id,
      date,
      name: t.name,
      cat: t.cat,
      category: labelOf(ALL_CATS, t.cat),
      amount: Math.abs(net),
    });
  }
  const onHandStart: OnHandLine[] = [];
  const onHandEnd: OnHandLine[] = [];
  for (const a of f.assets) {
    const list = deltas.get(a.id) ?? [];
    const now = d.assets.get(a.id)?.val ?? 0;
    const opening = now - list.reduce((s, x) => s + x.delta, 0);
    const atStart = opening + list.filter((x) => x.date < start).reduce((s, x) => s + x.delta, 0);
    const atEnd = opening + list.filter((x) => x.date <= end).reduce((s, x) => s + x.delta, 0);
    // The engine's own refunds holder is no asset a court would look for, even when $0.00 ones are asked for.
    const keep = (v: number) => v !== 0 || (zeros && !a.sundry_refunds);
    if (keep(atStart)) onHandStart.push({ assetId: a.id, name: a.name, amount: atStart });
    if (keep(atEnd)) onHandEnd.push({ assetId: a.id, name: a.name, amount: atEnd });
  }
  const t = {
    receipts: sum(sections.receipts),
    gains: sum(sections.gains),
    disbursements: sum(sections.disbursements),
    losses: sum(sections.losses),
    distributions: sum(sections.distributions),
    onHandStart: sum(onHandStart),
    onHandEnd: sum(onHandEnd),
  };
  return {
    start,
    end,
    onHandStart,
    onHandEnd,
    sections,
    totals: {
      ...t,
      charges: t.onHandStart + t.receipts + t.gains,
      credits: t.disbursements + t.losses + t.distributions + t.onHandEnd,
    },
  };
}
