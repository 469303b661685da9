/**
 * The sales of a tax year as Form 8949 (US) and Schedule 3 of the T3 (Canada) list them (issue 42): one row per
 * asset sold on a day, with its proceeds, the basis it carried up to the sale and the gain.
 *
 * The basis is the engine's own: the sold asset walked alone (ledger/derive-all.ts computeAssets) with only the
 * transactions before the sale executed, so it is the basis stepped up (US, IRC 1014) or deemed (Canada, ITA
 * 70(5)(b)) at death, plus purchases, less what left the asset before, exactly as the ledger carries it.
 */
import { addMonths } from 'date-fns';
import { dateToIso, isoToDate } from '../dates.ts';
import type { Txact } from '../entities/txact.ts';
import type { Facts } from '../entities/working-copy.ts';
import { ASSET_TYPES, CAT, labelOf, NO_STEP_UP_TYPES, PERSONAL_USE_TYPES } from '../enums.ts';
import { computeAssets } from '../ledger/derive-all.ts';
import { compareTxacts } from '../ledger/order.ts';
import type { Derived } from '../ledger/types.ts';
import { canonical } from '../ledger/walk.ts';
import { NOTE_SALE_IRD, NOTE_SALE_PERSONAL_LOSS } from './notes.ts';

/** Form 8949 column (b) for property acquired from a decedent (Form 8949 instructions). */
export const INHERITED = 'INHERITED';

export interface SaleRow {
  /** The sold asset and the sale transactions (one, or the legs of a sale paid into several accounts). */
  assetId: number;
  txactIds: number[];
  description: string;
  /** Asset type label (a stock, a house...). */
  type: string;
  /** Date acquired: the purchase date; for what the decedent held, INHERITED (US) or the date of death (Canada). */
  acquired: string;
  sold: string;
  proceeds: number;
  /** Basis (US) or adjusted cost base (Canada) carried up to the sale. */
  basis: number;
  gain: number;
  /** US holding period (IRC 1222, 1223(9)): property from a decedent is long term whenever it is sold. */
  term: 'short' | 'long';
  note: string | null;
}

/** Held more than one year (IRC 1222): sold after the first anniversary of its acquisition. */
export const heldOverAYear = (acquired: string, sold: string): boolean =>
  sold > dateToIso(addMonths(isoToDate(acquired), 12));

/** The basis an asset carried just before a transaction: its own walk, with later transactions not yet done. */
function basisBefore(f: Facts, assetId: number, sale: Txact): number {
  const before: Facts = {
    ...f,
    txacts: f.txacts.map((t) => (t.date !== null && compareTxacts(t, sale) >= 0 ? { ...t, date: null } : t)),
  };
  return computeAssets(before, new Set([assetId])).assets.get(assetId)?.cost_basis ?? 0;
}

/** The sales executed from `start` to `end` (inclusive), in date order. */
export function salesIn(f: Facts, d: Derived, start: string, end: string): SaleRow[] {
  const assets = new Map(f.assets.map((a) => [a.id, a]));
  const legs = new Map<string, Txact[]>();
  const sales = f.txacts
    .map(canonical)
    .filter((t) => t.cat === CAT.assetSale && t.date !== null && t.item !== null && assets.has(t.item))
    .sort(compareTxacts);
  for (const t of sales) {
    const key = `${t.item}:${t.date}`;
    const list = legs.get(key);
    if (list) list.push(t);
    else legs.set(key, [t]);
  }
  const rows: SaleRow[] = [];
  for (const list of legs.values()) {
    const first = list[0] as Txact;
    const date = first.date as string;
    if (date < start || date > end) continue;
    const a = assets.get(first.item as number);
    if (!a) continue;
    const proceeds = list.reduce((s, t) => s + (d.txacts.get(t.id)?.val ?? t.val), 0);
    const basis = basisBefore(f, a.id, first);
    const gain = proceeds - basis;
    // What the decedent held: INHERITED on Form 8949; in Canada the estate is deemed to have acquired it at the
    // death (ITA 70(5)(b)), the date Schedule 3 takes its year of acquisition from.
    const acquired =
      a.date ?? (f.meta.country_code === 'ca' && f.meta.death_date ? f.meta.death_date : INHERITED);
    const term = a.date === null || heldOverAYear(a.date, date) ? 'long' : 'short';
    const note = NO_STEP_UP_TYPES.has(a.i_type)
      ? NOTE_SALE_IRD
      : gain < 0 && PERSONAL_USE_TYPES.has(a.i_type)
        ? NOTE_SALE_PERSONAL_LOSS
        : null;
    rows.push({
      assetId: a.id,
      txactIds: list.map((t) => t.id),
      description: a.name,
      type: labelOf(ASSET_TYPES, a.i_type),
      acquired,
      sold: date,
      proceeds,
      basis,
      gain,
      term,
      note,
    });
  }
  return rows;
}
