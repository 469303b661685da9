import {
  awaitingDeath,
  type CashFigures,
  canonical,
  type Derived,
  type Facts,
  isCashType,
  startBalance,
} from '@probity/domain';

/**
 * GET /cash_xact: the estate's cash as the engine moves it. Each executed transaction changes its asset by `delta`
 * and, when the counterpart is an asset, that one by `delta_item` (a transfer from Checking into the Estate Account
 * is a debit of Checking and a credit of the Estate Account); sides are those of the canonical form the engine walks.
 */
export function cashFigures(f: Facts, d: Derived): CashFigures {
  const awaitDeath = awaitingDeath(f);
  const cash = f.assets.filter((a) => isCashType(a.i_type));
  const cashIds = new Set(cash.map((a) => a.id));
  let credits = 0;
  let debits = 0;
  const count = (delta: number | null) => {
    if (delta === null) return;
    if (delta > 0) credits += delta;
    else debits -= delta;
  };
  for (const raw of f.txacts) {
    if (raw.date === null) continue;
    const t = canonical(raw);
    const x = d.txacts.get(raw.id);
    if (!x) continue;
    if (cashIds.has(t.asset)) count(x.delta);
    if (t.item !== null && cashIds.has(t.item)) count(x.delta_item);
  }
  const assets = cash.map((a) => ({ id: a.id, name: a.name, val: d.assets.get(a.id)?.val ?? 0 }));
  const opening = cash.reduce((s, a) => s + startBalance(a, awaitDeath), 0);
  return { assets, opening, credits, debits, balance: assets.reduce((s, a) => s + a.val, 0) };
}
