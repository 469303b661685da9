/**
 * Incremental update after an edit: only the assets the change touches are walked again; every other
 * asset keeps its derived values (an asset's values depend only on its own transactions, see walk.ts).
 * Estate-wide sums are redone (cheap, no sort). Falls back to a full recompute when meta changed or
 * most assets are touched.
 */
import type { Txact, TxactDerived } from '../entities/txact.ts';
import type { Facts } from '../entities/working-copy.ts';
import { ITEM_IS_ASSET } from './categories.ts';
import { assemble, computeAssets, recomputeAll, txactRecord } from './derive-all.ts';
import type { Derived } from './types.ts';
import { canonical } from './walk.ts';

export function recomputeIncremental(prevFacts: Facts, prev: Derived, next: Facts): Derived {
  if (prevFacts.meta !== next.meta) return recomputeAll(next);
  const touched = new Set<number>();
  const touch = (raw: Txact): void => {
    const t = canonical(raw);
    touched.add(t.asset);
    if (t.item !== null && ITEM_IS_ASSET.has(t.cat)) touched.add(t.item);
  };
  const before = new Map(prevFacts.txacts.map((t) => [t.id, t]));
  const unchanged = new Set<Txact>();
  for (const t of next.txacts) {
    const p = before.get(t.id);
    if (p !== t) {
      touch(t);
      if (p) touch(p);
    } else unchanged.add(t);
    before.delete(t.id);
  }
  for (const p of before.values()) touch(p);
  const prevAssets = new Map(prevFacts.assets.map((a) => [a.id, a]));
  for (const a of next.assets) if (prevAssets.get(a.id) !== a) touched.add(a.id);
  const present = new Set(next.assets.map((a) => a.id));
  const only = new Set([...touched].filter((id) => present.has(id)));
  if (only.size * 2 > next.assets.length) return recomputeAll(next);

  const part = computeAssets(next, only);
  const assets = new Map(prev.assets);
  const ledgerOrder = new Map(prev.ledgerOrder);
  for (const id of assets.keys()) {
    if (!present.has(id)) {
      assets.delete(id);
      ledgerOrder.delete(id);
    }
  }
  for (const [id, a] of part.assets) assets.set(id, a);
  for (const [id, o] of part.ledgerOrder) ledgerOrder.set(id, o);
  const txacts = new Map<number, TxactDerived>();
  // A side not walked again keeps its previous figures only when the transaction itself is unchanged.
  for (const t of next.txacts) {
    txacts.set(
      t.id,
      txactRecord(t, part.sides.get(t.id), unchanged.has(t) ? prev.txacts.get(t.id) : undefined),
    );
  }
  return assemble(next, assets, txacts, ledgerOrder);
}
