/**
 * What the supporting schedules of a court accounting need beyond the period's flows (issue 36): the expenses
 * still unpaid at the close, the purchases of the period (changes in form), the heirs' shares and what each has
 * received, and which holdings at the close are cash and which investments. All from the ledger's own figures.
 */
import type { Facts } from '../entities/working-copy.ts';
import { ASSET_TYPE, CAT, isCashType } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import type { AccountingReport } from './accounting.ts';

export interface CourtExtras {
  /** Executor expenses incurred by the close and not yet repaid (JA-7 C-1). */
  unpaid: { date: string | null; name: string; amount: number }[];
  /** Assets bought in the period: money turned into property, nothing in or out (JA-7 F). */
  purchases: { date: string; name: string; amount: number }[];
  /** Heirs, their share in thousandths of a percent (null: none set) and what they have received so far. */
  heirs: { name: string; share: number | null; received: number }[];
  /** Ids of the holdings that are cash (JA-7 J) and investments (Ontario's statement of investments). */
  cashIds: ReadonlySet<number>;
  investmentIds: ReadonlySet<number>;
  /** The period in years, for the care and management fee (Ontario). */
  years: number;
}

const INVESTMENT_TYPES: ReadonlySet<number> = new Set([
  ASSET_TYPE.preciousMetal,
  ASSET_TYPE.stocks,
  ASSET_TYPE.bonds,
  ASSET_TYPE.brokerage,
  ASSET_TYPE.retirement,
  ASSET_TYPE.annuityQualified,
  ASSET_TYPE.annuityNonQualified,
  ASSET_TYPE.annuity,
  ASSET_TYPE.crypto,
]);

const DAY_MS = 86_400_000;

export function courtExtras(f: Facts, r: AccountingReport, d: Derived = recompute(f)): CourtExtras {
  const unpaid = f.exec_expenses
    .filter((e) => !d.expensePaid.has(e.id) && (e.date === null || e.date <= r.end) && e.val > 0)
    .map((e) => ({ date: e.date, name: e.name || 'Executor expense', amount: e.val }));
  const purchases = f.txacts
    .filter((t) => t.cat === CAT.assetPurchase && t.date !== null && t.date >= r.start && t.date <= r.end)
    .map((t) => ({ date: t.date ?? '', name: t.name, amount: Math.abs(d.txacts.get(t.id)?.val ?? t.val) }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const heirs = f.heirs.map((h) => ({
    name: h.name,
    share: h.percent_target,
    received: d.heirs.get(h.id)?.val_distrib ?? 0,
  }));
  const ofType = (keep: (t: number) => boolean) =>
    new Set(f.assets.filter((a) => keep(a.i_type)).map((a) => a.id));
  const days = (Date.parse(r.end) - Date.parse(r.start)) / DAY_MS + 1;
  return {
    unpaid,
    purchases,
    heirs,
    cashIds: ofType(isCashType),
    investmentIds: ofType((t) => INVESTMENT_TYPES.has(t)),
    years: Math.round((days / 365) * 100) / 100,
  };
}
