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
  // Operations append, replace in place or remove: past the common prefix (compared by identity, cheaply),
  // the rest is matched by id. Transactions new or changed are `changed`; removed ones leave their ids.
  const prevTx = prevFacts.txacts;
  const nextTx = next.txacts;
  let i = 0;
  const common = Math.min(prevTx.length, nextTx.length);
  while (i < common && prevTx[i] === nextTx[i]) i++;
  const changed = new Set<Txact>();
  const removed: number[] = [];
  if (i < prevTx.length || i < nextTx.length) {
    const before = new Map<number, Txact>();
    for (let j = i; j < prevTx.length; j++) before.set((prevTx[j] as Txact).id, prevTx[j] as Txact);
    for (let j = i; j < nextTx.length; j++) {
      const t = nextTx[j] as Txact;
      const p = before.get(t.id);
      if (p !== t) {
        touch(t);
        if (p) touch(p);
        changed.add(t);
      }
      before.delete(t.id);
    }
    for (const p of before.values()) {
      touch(p);
      removed.push(p.id);
    }
  }
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
  // Records of transactions on assets not walked again, and unchanged, stay as they were.
  const txacts = new Map<number, TxactDerived>(prev.txacts);
  for (const id of removed) txacts.delete(id);
  for (const t of nextTx) {
    const side = part.sides.get(t.id);
    const isNew = changed.has(t);
    if (side || isNew) txacts.set(t.id, txactRecord(t, side, isNew ? undefined : prev.txacts.get(t.id)));
  }
  return assemble(next, assets, txacts, ledgerOrder);
}
