/**
 * The asset schedule of a clearance certificate request (Form TX19, issue 42): each asset of the estate with the
 * decedent's cost, the adjusted cost base the estate holds it at, and its fair market value at death and now. The
 * assets held at death and their values are the inventory report's (reports/inventory.ts); assets the estate
 * bought later are added at what it paid. The CRA asks for this before the final distribution (ITA 159(2)).
 */
import type { Facts } from '../entities/working-copy.ts';
import { ASSET_TYPES, labelOf } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { accountingReport } from '../reports/accounting.ts';
import { inventoryReport } from '../reports/inventory.ts';

export interface Tx19Row {
  assetId: number;
  name: string;
  type: string;
  /** The decedent's original cost (null: not entered); for an asset bought by the estate, what it paid. */
  cost: number | null;
  /** The adjusted cost base the estate holds it at (deemed at death, ITA 70(5)(b), or rolled over). */
  acb: number;
  /** Fair market value at death (null: bought after the death) and as of `asOf` (today when null). */
  fmvDeath: number | null;
  fmvNow: number;
}

export interface Tx19Schedule {
  rows: Tx19Row[];
  totals: { acb: number; fmvDeath: number; fmvNow: number };
  asOf: string | null;
}

export function tx19Schedule(f: Facts, d: Derived = recompute(f), asOf: string | null = null): Tx19Schedule {
  const inv = inventoryReport(f, d, asOf, { zeros: true });
  const assets = new Map(f.assets.map((a) => [a.id, a]));
  const rows: Tx19Row[] = inv.groups
    .flatMap((g) => g.rows)
    .map((r) => ({
      assetId: r.id,
      name: r.name,
      type: r.type,
      cost: assets.get(r.id)?.cost_basis_orig ?? null,
      acb: r.basisAtDeath,
      fmvDeath: r.atDeath,
      fmvNow: r.now,
    }));
  // As of a past day, an asset bought after the death is worth what the accounting has on hand that day.
  const later =
    asOf === null
      ? null
      : new Map(
          accountingReport(f, f.meta.death_date ?? asOf, asOf, d, { zeros: true }).onHandEnd.map((l) => [
            l.assetId,
            l.amount,
          ]),
        );
  for (const a of f.assets) {
    if (a.date === null || a.sundry_refunds || (asOf !== null && a.date > asOf)) continue;
    const x = d.assets.get(a.id);
    const paid = x?.cost_basis_stepped ?? 0;
    rows.push({
      assetId: a.id,
      name: a.name,
      type: labelOf(ASSET_TYPES, a.i_type),
      cost: paid,
      acb: paid,
      fmvDeath: null,
      fmvNow: later?.get(a.id) ?? x?.val ?? 0,
    });
  }
  const totals = { acb: 0, fmvDeath: 0, fmvNow: 0 };
  for (const r of rows) {
    totals.acb += r.acb;
    totals.fmvDeath += r.fmvDeath ?? 0;
    totals.fmvNow += r.fmvNow;
  }
  return { rows, totals, asOf };
}
