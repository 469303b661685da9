import {
  type Facts,
  ITEM_IS_ASSET,
  MAX_ASSETS,
  MAX_CONTACTS,
  MAX_EXPENSES,
  MAX_LOG_ENTRIES,
  MAX_TXACTS,
  MAX_TXACTS_PER_ASSET,
  MSG_MAX_REACHED,
  MSG_TOO_MANY_CONTACTS,
  MSG_TOO_MANY_EXPENSES,
  MSG_TOO_MANY_LOG,
  MSG_TXACT_OVER_MAX,
  type SaveParts,
} from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';

/** Workspace §9 limits per estate, with the §8 message a refused save answers. */
const LIMITS = {
  assets: { max: MAX_ASSETS, msg: MSG_MAX_REACHED },
  contacts: { max: MAX_CONTACTS, msg: MSG_TOO_MANY_CONTACTS },
  exec_expenses: { max: MAX_EXPENSES, msg: MSG_TOO_MANY_EXPENSES },
  exec_log: { max: MAX_LOG_ENTRIES, msg: MSG_TOO_MANY_LOG },
  txacts: { max: MAX_TXACTS, msg: MSG_TXACT_OVER_MAX },
} as const;

type TxactRefs = { asset: number; item: number | null; cat: number };

/** The assets a transaction counts against: its own and, for asset-to-asset categories, the counterpart. */
const touchedAssets = (t: TxactRefs): number[] =>
  t.item !== null && t.item !== t.asset && ITEM_IS_ASSET.has(t.cat) ? [t.asset, t.item] : [t.asset];

/**
 * The limits of workspace §9, counted on the stored estate and the save before the replay, so an oversized save
 * gets the limit's own message and nothing is written. Every part a limit counts is one the replay rules on, so
 * each save that can grow a limited list passes here (the operations of /ops check their own limits).
 */
export function checkItemLimits(before: Facts, parts: SaveParts): void {
  for (const [part, limit] of Object.entries(LIMITS) as [
    keyof typeof LIMITS,
    { max: number; msg: string },
  ][]) {
    const changes = parts[part];
    if (!changes?.add.length) continue;
    if (before[part].length + changes.add.length - changes.del.length > limit.max)
      throw badRequest(limit.msg);
  }
  const add = parts.txacts?.add ?? [];
  if (add.length < 100) return; // a handful more cannot pass the per-asset limit unnoticed: the replay counts
  const gone = new Set(parts.txacts?.del ?? []);
  const perAsset = new Map<number, number>();
  for (const t of [...before.txacts.filter((x) => !gone.has(x.id)), ...add]) {
    for (const id of touchedAssets(t)) perAsset.set(id, (perAsset.get(id) ?? 0) + 1);
  }
  for (const n of perAsset.values()) if (n > MAX_TXACTS_PER_ASSET) throw badRequest(MSG_MAX_REACHED);
}
