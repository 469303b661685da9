/**
 * The decedent's final T1 (issue 42): the capital property deemed sold at death at fair market value (ITA 70(5)),
 * the part left to the spouse rolled over at cost instead (ITA 70(6)), and the registered retirement plans whose
 * value at death is income of the final return (RRSP: ITA 146(8.8); RRIF: ITA 146.3(6)) unless it goes to the
 * spouse (a refund of premiums, ITA 146(1), or a designated benefit). The split of each asset is the engine's
 * (ledger/basis.ts spouseRolloverSplit), so the estate's ACB on the T3 is the proceeds reported here.
 */
import type { Facts } from '../entities/working-copy.ts';
import {
  ASSET_TYPE,
  ASSET_TYPES,
  CAT,
  HEIR_RELATIONSHIP,
  isCashType,
  labelOf,
  NO_STEP_UP_TYPES,
  PERSONAL_USE_TYPES,
} from '../enums.ts';
import { spouseRolloverSplit } from '../ledger/basis.ts';
import { spouseShare } from '../ledger/distributions.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { mulDiv } from '../money.ts';
import { computed, emptyBucket, type TaxLine } from './lines.ts';
import { taxableHalf } from './t3.ts';

/** Held at death but no capital property deemed sold: money, a TFSA, insurance, a loan owed to the decedent. */
const NOT_DEEMED: ReadonlySet<number> = new Set([ASSET_TYPE.lifeInsurance, ASSET_TYPE.loan, ASSET_TYPE.tfsa]);

const NOTE_NO_COST =
  'The decedent’s cost is not entered: the gain shown is 0 until it is (the asset’s original cost).';
const NOTE_RESIDENCE =
  'A principal residence may be exempt (ITA 40(2)(b)): the preparer designates it (Form T2091).';
const NOTE_PERSONAL =
  'Personal-use property: a cost or proceeds under $1,000 count as $1,000 (ITA 46(1)) and a loss is nil unless it is listed personal property.';
const NOTE_ANNUITY = 'An annuity’s income on death depends on its contract: for the preparer.';
const NOTE_PLAN =
  'Probity does not tell an RRSP from a RRIF or a pension: the plan issuer’s T4RSP or T4RIF slip gives the amount.';

export interface DeemedRow {
  assetId: number;
  name: string;
  type: string;
  /** Fair market value at death (the deemed value), the decedent's ACB, and the spouse's share (thousandths). */
  fmv: number;
  acb: number;
  spouseShare: number;
  /** The part deemed sold (ITA 70(5)): proceeds, its ACB and the gain. */
  deemedProceeds: number;
  deemedAcb: number;
  gain: number;
  /** The part rolled over to the spouse at cost (ITA 70(6)): proceeds equal its ACB, no gain. */
  rolled: number;
  note: string | null;
}

export interface RegisteredRow {
  assetId: number;
  name: string;
  value: number;
  /** Share (thousandths) going to the spouse, and the income left on the final return. */
  spouseShare: number;
  income: number;
  note: string;
}

export interface FinalT1 {
  deemed: DeemedRow[];
  registered: RegisteredRow[];
  lines: TaxLine[];
}

export function finalT1(f: Facts, d: Derived = recompute(f)): FinalT1 {
  const spouses = new Set(f.heirs.filter((h) => h.i_type === HEIR_RELATIONSHIP.spouse).map((h) => h.id));
  const deemed: DeemedRow[] = [];
  const registered: RegisteredRow[] = [];
  for (const a of f.assets) {
    if (a.date !== null || a.sundry_refunds || isCashType(a.i_type) || NOT_DEEMED.has(a.i_type)) continue;
    const x = d.assets.get(a.id);
    if (!x) continue;
    if (NO_STEP_UP_TYPES.has(a.i_type)) {
      // Registered plans: left to the spouse (flagged as a rollover, or given to an heir who is the spouse).
      const dists = f.txacts
        .filter((t) => t.cat === CAT.distribution && t.asset === a.id)
        .map((t) => ({ ...t, spouse: t.spouse || (t.heir_id !== null && spouses.has(t.heir_id)) }));
      const value = a.val_death ?? 0;
      const s = spouseShare(dists, value);
      registered.push({
        assetId: a.id,
        name: a.name,
        value,
        spouseShare: s,
        income: value - mulDiv(value, s, 100_000),
        note: a.i_type === ASSET_TYPE.retirement ? NOTE_PLAN : NOTE_ANNUITY,
      });
      continue;
    }
    const split = spouseRolloverSplit(x.cost_basis_stepped, x.cost_basis_unstepped, x.alloc_spouse);
    const deemedAcb = x.cost_basis_unstepped - split.rolled;
    const note =
      a.cost_basis_orig === null
        ? NOTE_NO_COST
        : a.i_type === ASSET_TYPE.realEstate
          ? NOTE_RESIDENCE
          : PERSONAL_USE_TYPES.has(a.i_type)
            ? NOTE_PERSONAL
            : null;
    deemed.push({
      assetId: a.id,
      name: a.name,
      type: labelOf(ASSET_TYPES, a.i_type),
      fmv: x.cost_basis_stepped,
      acb: x.cost_basis_unstepped,
      spouseShare: x.alloc_spouse,
      deemedProceeds: split.deemed,
      deemedAcb,
      gain: split.deemed - deemedAcb,
      rolled: split.rolled,
      note,
    });
  }
  const src = (rows: readonly { assetId: number }[]) => ({
    ...emptyBucket(),
    assetIds: rows.map((r) => r.assetId),
  });
  const sum = <T>(rows: readonly T[], k: (r: T) => number) => rows.reduce((s, r) => s + k(r), 0);
  const net = sum(deemed, (r) => r.gain);
  const lines: TaxLine[] = [
    computed(
      'T1:deemed-proceeds',
      'Deemed proceeds of disposition (ITA 70(5))',
      sum(deemed, (r) => r.deemedProceeds),
      [src(deemed)],
    ),
    computed(
      'T1:deemed-acb',
      'Adjusted cost base of the property deemed sold',
      sum(deemed, (r) => r.deemedAcb),
      [src(deemed)],
    ),
    computed('T1:gain', 'Capital gains (or losses) on the deemed disposition', net, [src(deemed)]),
    computed('T1:taxable', 'Taxable capital gains', net > 0 ? taxableHalf(net) : 0, [src(deemed)]),
    computed(
      'T1:rolled',
      'Rolled over to the spouse at cost (ITA 70(6))',
      sum(deemed, (r) => r.rolled),
      [src(deemed.filter((r) => r.rolled > 0))],
    ),
    computed(
      'T1:registered',
      'RRSP and RRIF income (ITA 146(8.8), 146.3(6))',
      sum(registered, (r) => r.income),
      [src(registered)],
    ),
  ];
  return { deemed, registered, lines };
}
