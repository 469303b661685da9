import {
  CAT,
  type Derived,
  EARLIER_ENTRIES_CUTOFF,
  ITEM_IS_ASSET,
  type Txact,
  type TxactOut,
  ZIsoDate,
  ZNumberList,
  ZQueryFlag,
} from '@probity/domain';
import { z } from 'zod';

const id = z.coerce.number().int().positive().optional();

/** GET /api/estate/{id}/txacts: every parameter the API accepts (docs/api.md). */
export const ZTxactsQuery = z.object({
  /** Paging point: with a cursor, only entries dated before it (the older ones) are returned. */
  cursor: ZIsoDate.optional(),
  /** Include plans (transactions without a date); `include_plans` is the same switch. */
  plans: ZQueryFlag,
  include_plans: ZQueryFlag,
  plans_only: ZQueryFlag,
  offset: z.coerce.number().int().min(0).optional(),
  asset_id: id,
  txact_id: id,
  item_id: id,
  only_distribs: ZQueryFlag,
  /** Every asset (the default when no asset_id is given). */
  all_estate: ZQueryFlag,
  /** At most one transaction. */
  single: ZQueryFlag,
  /** Comma list of category ids. */
  cats: ZNumberList.optional(),
  force_all: ZQueryFlag,
});
export type TxactsQuery = z.infer<typeof ZTxactsQuery>;

export interface TxactsPage {
  payload: TxactOut[];
  /** Where the next (older) page starts, or null when nothing older is left out. */
  query_cursor: string | null;
  /** How many older entries were left out (the client shows its 'Include Older' hint). */
  older: number;
}

const touches = (t: Txact, assetId: number): boolean =>
  t.asset === assetId || (t.item === assetId && ITEM_IS_ASSET.has(t.cat));

/** Filters the ledger as asked; entries before the 1 Jan 1980 cutoff page in on demand. */
export function queryTxacts(all: readonly Txact[], d: Derived, q: TxactsQuery): TxactsPage | null {
  if (q.txact_id !== undefined) {
    const t = all.find((x) => x.id === q.txact_id);
    return t ? { payload: [out(t, d)], query_cursor: null, older: 0 } : null;
  }
  const withPlans = q.plans || q.include_plans || q.plans_only;
  let list = all.filter((t) => {
    if (q.asset_id !== undefined && !q.all_estate && !touches(t, q.asset_id)) return false;
    if (q.item_id !== undefined && t.item !== q.item_id) return false;
    if (q.only_distribs && t.cat !== CAT.distribution) return false;
    if (q.cats && !q.cats.includes(t.cat)) return false;
    if (q.plans_only) return t.date === null;
    return withPlans || t.date !== null;
  });
  let older = 0;
  let cursor: string | null = null;
  if (!q.force_all) {
    const before = q.cursor ?? null;
    if (before) list = list.filter((t) => t.date !== null && t.date < before);
    else {
      const kept = list.filter((t) => t.date === null || t.date >= EARLIER_ENTRIES_CUTOFF);
      older = list.length - kept.length;
      if (older > 0) cursor = EARLIER_ENTRIES_CUTOFF;
      list = kept;
    }
  }
  list.sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || a.id - b.id);
  if (q.offset) list = list.slice(q.offset);
  if (q.single) list = list.slice(0, 1);
  return { payload: list.map((t) => out(t, d)), query_cursor: cursor, older };
}

/** A transaction as the engine reads it: its cost basis the engine's (a pending distribution's share of the basis). */
function out(t: Txact, d: Derived): TxactOut {
  const x = d.txacts.get(t.id);
  return {
    ...t,
    cost_basis: x ? x.cost_basis : t.cost_basis,
    balance: x?.balance ?? null,
    balance_item: x?.balance_item ?? null,
    effective_val: x?.val ?? t.val,
  };
}
