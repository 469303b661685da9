/**
 * Inventory report figures (issue 16): every asset and debt held at death, grouped as probate courts expect
 * (probate vs non-probate, then real vs personal property), with totals computed once here so the PDF, CSV and
 * the screen all print the same cents. Totals equal the engine's gval_death (less refunds) and debt_death. Values
 * now are as of a day when one is asked (today's figures less what moved after it).
 */
import type { Facts } from '../entities/working-copy.ts';
import { ASSET_TYPE, ASSET_TYPES, labelOf, OWNERSHIPS } from '../enums.ts';
import { DEBT_PAYMENTS, ITEM_IS_DEBT, LOANS } from '../ledger/categories.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { canonical } from '../ledger/walk.ts';

export interface InventoryAssetRow {
  id: number;
  name: string;
  type: string;
  ownership: string;
  probate: boolean;
  real: boolean;
  /** Value at death (cents; 0 when not yet known). */
  atDeath: number;
  /** Value now (cents). */
  now: number;
  /** Cost basis at death the engine uses (cents). */
  basisAtDeath: number;
}

export interface InventoryDebtRow {
  id: number;
  name: string;
  probate: boolean;
  atDeath: number;
  paid: number;
  remaining: number;
}

export interface InventoryTotals {
  atDeath: number;
  now: number;
  basisAtDeath: number;
}

export interface InventoryGroup {
  probate: boolean;
  real: boolean;
  label: string;
  rows: InventoryAssetRow[];
  /** Every asset of the group, those left out too: a left-out row never changes a total. */
  totals: InventoryTotals;
  /** Assets valued $0.00 at death, left out unless asked for (an account opened later, say), and their sums. */
  leftOut: { count: number; totals: InventoryTotals };
}

export interface InventoryReport {
  groups: InventoryGroup[];
  assetTotals: InventoryTotals;
  debts: InventoryDebtRow[];
  debtTotals: { atDeath: number; paid: number; remaining: number };
  /** Assets at death less debts at death (cents). */
  netAtDeath: number;
  /** The day `now`, `paid` and `remaining` are as of; null: today's working copy. */
  asOf: string | null;
}

const GROUPS: readonly { probate: boolean; real: boolean; label: string }[] = [
  { probate: true, real: true, label: 'Probate: real property' },
  { probate: true, real: false, label: 'Probate: personal property' },
  { probate: false, real: true, label: 'Non-probate: real property' },
  { probate: false, real: false, label: 'Non-probate: personal property' },
];

const zero = (): InventoryTotals => ({ atDeath: 0, now: 0, basisAtDeath: 0 });
const add = (t: InventoryTotals, r: InventoryTotals): void => {
  t.atDeath += r.atDeath;
  t.now += r.now;
  t.basisAtDeath += r.basisAtDeath;
};

/**
 * What changed after a day, to take today's figures back to it: each asset's change (either side of a transfer),
 * each debt's payments and new borrowing, from the transactions executed after that day.
 */
function changesAfter(f: Facts, d: Derived, day: string) {
  const asset = new Map<number, number>();
  const paid = new Map<number, number>();
  const borrowed = new Map<number, number>();
  const bump = (m: Map<number, number>, id: number | null, v: number | null | undefined) => {
    if (id !== null && v) m.set(id, (m.get(id) ?? 0) + v);
  };
  for (const raw of f.txacts) {
    if (raw.date === null || raw.date <= day) continue;
    const t = canonical(raw);
    const x = d.txacts.get(t.id);
    if (!x) continue;
    bump(asset, t.asset, x.delta);
    if (ITEM_IS_DEBT.has(t.cat)) {
      if (DEBT_PAYMENTS.has(t.cat)) bump(paid, t.item, x.val);
      if (LOANS.has(t.cat)) bump(borrowed, t.item, x.val);
    } else bump(asset, t.item, x.delta_item);
  }
  return { asset, paid, borrowed };
}

/** zeros: list the assets valued $0.00 at death too (left out by default: a court's inventory is what was held). */
export function inventoryReport(
  f: Facts,
  d: Derived = recompute(f),
  asOf: string | null = null,
  { zeros = false }: { zeros?: boolean } = {},
): InventoryReport {
  const after = asOf ? changesAfter(f, d, asOf) : null;
  const groups: InventoryGroup[] = GROUPS.map((g) => ({
    ...g,
    rows: [],
    totals: zero(),
    leftOut: { count: 0, totals: zero() },
  }));
  const assetTotals = zero();
  for (const a of f.assets) {
    // Held at death only: bought after death and the synthetic refunds asset are not inventory.
    if (a.date !== null || a.sundry_refunds) continue;
    const derived = d.assets.get(a.id);
    const real = a.i_type === ASSET_TYPE.realEstate;
    const row: InventoryAssetRow = {
      id: a.id,
      name: a.name,
      type: labelOf(ASSET_TYPES, a.i_type),
      ownership: labelOf(OWNERSHIPS, a.ownership),
      probate: a.probate,
      real,
      atDeath: a.val_death ?? 0,
      now: (derived?.val ?? 0) - (after?.asset.get(a.id) ?? 0),
      basisAtDeath: derived?.cost_basis_death_used ?? 0,
    };
    const g = groups.find((x) => x.probate === a.probate && x.real === real);
    if (!g) continue;
    if (zeros || row.atDeath !== 0) g.rows.push(row);
    else {
      g.leftOut.count += 1;
      add(g.leftOut.totals, row);
    }
    add(g.totals, row);
    add(assetTotals, row);
  }
  const debts: InventoryDebtRow[] = [];
  const debtTotals = { atDeath: 0, paid: 0, remaining: 0 };
  for (const x of f.debts) {
    if (x.date !== null) continue; // borrowed after death: not owed at death
    const derived = d.debts.get(x.id);
    const paidAfter = after?.paid.get(x.id) ?? 0;
    const row: InventoryDebtRow = {
      id: x.id,
      name: x.name,
      probate: x.probate,
      atDeath: (d.meta.await_death ? x.val_pre : x.val_death) ?? 0,
      paid: (derived?.paid ?? 0) - paidAfter,
      remaining: (derived?.val ?? 0) + paidAfter - (after?.borrowed.get(x.id) ?? 0),
    };
    debts.push(row);
    debtTotals.atDeath += row.atDeath;
    debtTotals.paid += row.paid;
    debtTotals.remaining += row.remaining;
  }
  return {
    groups: groups.filter((g) => g.rows.length + g.leftOut.count > 0),
    assetTotals,
    debts,
    debtTotals,
    netAtDeath: assetTotals.atDeath - debtTotals.atDeath,
    asOf,
  };
}
