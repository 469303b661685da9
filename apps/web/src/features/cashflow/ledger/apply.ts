// Writes an operation's resulting Facts back into the working-copy store as dirty changes: new items keep the
// temporary ids the engine gave them, changed items are patched, removed ones deleted. Unchanged items are the
// same objects (the engine never copies what it does not touch), so the diff is a reference comparison.
import type { Facts } from '@probity/domain';
import { type Item, useEstateStore } from '../../save';
import { FACT_LISTS, toFacts } from './facts';

type Lists = keyof typeof FACT_LISTS;

export function applyFacts(next: Facts): void {
  const s = useEstateStore.getState();
  const before = toFacts(s.work);
  const seq = s.seq + 1;
  const lists = { ...s.work.lists };
  const mod = { ...s.changes.mod };
  const del = { ...s.changes.del };
  let minId = s.nextTempId;
  let touched = false;
  for (const part of Object.keys(FACT_LISTS) as Lists[]) {
    const oldList = before[part] as unknown as Item[];
    const newList = next[part] as unknown as Item[];
    if (oldList === newList) continue;
    const oldById = new Map(oldList.map((i) => [i.id, i]));
    const newIds = new Set(newList.map((i) => i.id));
    const raw = new Map(s.work.lists[part].map((i) => [i.id, i]));
    let out = s.work.lists[part].filter((i) => !oldById.has(i.id) || newIds.has(i.id));
    const modPart = { ...mod[part] };
    const delPart = { ...del[part] };
    for (const id of oldById.keys()) {
      if (newIds.has(id)) continue;
      delete modPart[String(id)];
      if (id > 0) delPart[String(id)] = seq;
    }
    for (const item of newList) {
      const old = oldById.get(item.id);
      if (old === item) continue;
      if (!old) {
        out = [...out, item];
        minId = Math.min(minId, item.id - 1);
      } else {
        out = out.map((i) => (i.id === item.id ? { ...(raw.get(item.id) ?? {}), ...item } : i));
        if (item.id > 0) modPart[String(item.id)] = seq;
      }
    }
    lists[part] = out;
    mod[part] = modPart;
    del[part] = delPart;
    touched = true;
  }
  const metaPatch: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next.meta))
    if (before.meta[k as keyof Facts['meta']] !== v) metaPatch[k] = v;
  const metaChanges = { ...s.changes.meta };
  for (const k of Object.keys(metaPatch)) metaChanges[k] = seq;
  const decPatch: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(next.dec))
    if (before.dec[k as keyof Facts['dec']] !== v) decPatch[k] = v;
  const decChanges = { ...s.changes.dec };
  for (const k of Object.keys(decPatch)) decChanges[k] = seq;
  if (!touched && !Object.keys(metaPatch).length && !Object.keys(decPatch).length) return;
  useEstateStore.setState({
    seq,
    nextTempId: minId,
    work: { ...s.work, lists, meta: { ...s.work.meta, ...metaPatch }, dec: { ...s.work.dec, ...decPatch } },
    changes: { ...s.changes, mod, del, meta: metaChanges, dec: decChanges },
  });
}
