// Rows of the Cashflow grid: one asset (its own transactions and those naming it as the counterpart asset) or all
// assets, plans included or not, entries before the 1 Jan 1980 cutoff only on demand. Pure, from the recompute.
import {
  ALL_CATS,
  compareTxacts,
  type Derived,
  EARLIER_ENTRIES_CUTOFF,
  type Facts,
  ITEM_IS_ASSET,
  ITEM_IS_DEBT,
  labelOf,
  TXACT_KINDS,
  type Txact,
} from '@probity/domain';

export interface CashRow {
  id: number;
  date: string | null;
  asset: number;
  assetName: string;
  kind: string;
  category: string;
  name: string;
  itemName: string;
  check_num: number | null;
  /** Signed change to the shown asset (plans: the planned amount, signed). */
  amount: number;
  balance: number | null;
  status: string;
  note: string;
}

export interface CashView {
  assetId: number | null;
  plans: boolean;
  older: boolean;
}

/**
 * The row last built for a transaction object. Facts are never changed in place, so the same object has the same
 * date, name, kind and note; a row is built again only when what the view or the engine adds (amount, balance,
 * account names) differs. A maximum estate then rebuilds only the rows an edit changed, not 6,000 after every add:
 * less for the garbage collector, and the grid's comparison (stable-rows.ts) stops at the first identical object.
 */
const built = new WeakMap<Txact, CashRow>();

export function cashRows(f: Facts, d: Derived, v: CashView): { rows: CashRow[]; olderCount: number } {
  const assetName = new Map(f.assets.map((a) => [a.id, a.name]));
  const debtName = new Map(f.debts.map((x) => [x.id, x.name]));
  const heirName = new Map(f.heirs.map((h) => [h.id, h.name]));
  const shown: { t: Txact; row: CashRow }[] = [];
  let olderCount = 0;
  for (const t of f.txacts) {
    const asItem = v.assetId !== null && t.asset !== v.assetId;
    if (v.assetId !== null && t.asset !== v.assetId && !(t.item === v.assetId && ITEM_IS_ASSET.has(t.cat)))
      continue;
    if (t.date === null && !v.plans) continue;
    if (t.date !== null && t.date < EARLIER_ENTRIES_CUTOFF && !v.older) {
      olderCount++;
      continue;
    }
    const x = d.txacts.get(t.id);
    const val = x?.val ?? t.val;
    const sign = t.i_type === 1 ? -1 : 1;
    const planned = t.cat >= 150 ? (x?.delta ?? 0) : sign * val;
    const amount = asItem
      ? t.date === null
        ? -planned
        : (x?.delta_item ?? 0)
      : t.date === null
        ? planned
        : (x?.delta ?? 0);
    const counterpart =
      t.item === null ? null : ITEM_IS_DEBT.has(t.cat) ? debtName.get(t.item) : assetName.get(t.item);
    const shownAsset = assetName.get(asItem ? (t.item ?? t.asset) : t.asset) ?? '';
    const itemName = asItem
      ? (assetName.get(t.asset) ?? '')
      : (counterpart ?? (t.heir_id !== null ? (heirName.get(t.heir_id) ?? '') : ''));
    // A running balance is one account's: none in the All assets view, where accounts interleave.
    const balance =
      t.date === null || v.assetId === null
        ? null
        : asItem
          ? (x?.balance_item ?? null)
          : (x?.balance ?? null);
    const old = built.get(t);
    const same =
      old !== undefined &&
      old.amount === amount &&
      old.balance === balance &&
      old.assetName === shownAsset &&
      old.itemName === itemName;
    const row: CashRow = same
      ? old
      : {
          id: t.id,
          date: t.date,
          asset: t.asset,
          assetName: shownAsset,
          kind: labelOf(TXACT_KINDS, t.i_type),
          category: labelOf(ALL_CATS, t.cat),
          name: t.name,
          itemName,
          check_num: t.check_num !== null && t.check_num >= 8e15 ? null : t.check_num,
          amount,
          balance,
          status: t.date === null ? 'Planned' : 'Done',
          note: t.note,
        };
    if (!same) built.set(t, row);
    shown.push({ t, row });
  }
  // Done entries in ledger order, plans after them.
  shown.sort((a, b) =>
    (a.t.date === null) !== (b.t.date === null) ? (a.t.date === null ? 1 : -1) : compareTxacts(a.t, b.t),
  );
  return { rows: shown.map((s) => s.row), olderCount };
}
