/**
 * The Form 706 worksheet (issue 42): the gross estate by schedule from the assets held at death, the funeral and
 * administration expenses (Schedule J) from the ledger, the debts (Schedule K) from the debts at death, and what
 * Probity cannot know flagged. Values at death come from the inventory report (reports/inventory.ts); whether a
 * return is due comes from the Form 706 rule (ops/form706.ts), so the worksheet and the task agree.
 */
import type { Facts } from '../entities/working-copy.ts';
import { ASSET_TYPE, CAT, DEBT_TYPE, OWNERSHIP } from '../enums.ts';
import { recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import { form706Status } from '../ops/form706.ts';
import { inventoryReport } from '../reports/inventory.ts';
import { addTo, type Bucket, computed, emptyBucket, forPreparer, known, type TaxLine } from './lines.ts';
import * as N from './notes.ts';
import { periodFlows } from './period.ts';

export const SCHEDULES_706 = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;
export type Schedule706 = (typeof SCHEDULES_706)[number];

export const SCHEDULE_706_LABELS: Record<Schedule706, string> = {
  A: 'Real estate',
  B: 'Stocks and bonds',
  C: 'Mortgages, notes, and cash',
  D: 'Insurance on the decedent’s life',
  E: 'Jointly owned property',
  F: 'Other miscellaneous property',
  G: 'Transfers during the decedent’s life',
  H: 'Powers of appointment',
  I: 'Annuities',
};

/** The schedule an asset type belongs on (Form 706 instructions for each schedule); the rest go on F. */
const SCHEDULE_OF_TYPE: ReadonlyMap<number, Schedule706> = new Map([
  [ASSET_TYPE.realEstate, 'A'],
  [ASSET_TYPE.stocks, 'B'],
  [ASSET_TYPE.bonds, 'B'],
  [ASSET_TYPE.brokerage, 'B'],
  [ASSET_TYPE.cash, 'C'],
  [ASSET_TYPE.deposit, 'C'],
  [ASSET_TYPE.estateAccount, 'C'],
  [ASSET_TYPE.loan, 'C'],
  [ASSET_TYPE.lifeInsurance, 'D'],
  // A revocable trust's property is in the gross estate as a transfer the decedent could revoke (IRC 2038).
  [ASSET_TYPE.trust, 'G'],
  // Retirement accounts and annuities payable on death (IRC 2039).
  [ASSET_TYPE.retirement, 'I'],
  [ASSET_TYPE.annuity, 'I'],
  [ASSET_TYPE.annuityQualified, 'I'],
  [ASSET_TYPE.annuityNonQualified, 'I'],
]);

const JOINT: ReadonlySet<number> = new Set([OWNERSHIP.joint, OWNERSHIP.survivor]);

/** Which schedule an asset goes on: jointly owned property is Schedule E whatever it is (IRC 2040). */
export function scheduleOf(iType: number, ownership: number): Schedule706 {
  if (JOINT.has(ownership)) return 'E';
  return SCHEDULE_OF_TYPE.get(iType) ?? 'F';
}

const NOTE_JOINT =
  'Jointly owned: the value shown is the whole. Half is included for spouses (IRC 2040(b)); otherwise the part the decedent paid for (IRC 2040(a)).';
const NOTE_COMMUNITY = 'Community property: only the decedent’s half belongs in the gross estate.';
const NOTE_IN_COMMON = 'Tenancy in common: only the decedent’s fraction belongs in the gross estate.';
const NOTE_NO_VALUE = 'No value at death has been entered.';
const NOTE_INSURANCE = 'Attach the insurer’s Form 712 for each policy.';
const NOTE_TRUST =
  'Listed as a revocable trust (IRC 2038); an interest in someone else’s trust belongs on Schedule F.';
const NOTE_GIFTS = 'Lifetime gifts and transfers (adjusted taxable gifts, Schedule G) are not in Probity.';
const NOTE_POWERS = 'Powers of appointment (Schedule H) are not in Probity.';
const NOTE_FUNERAL =
  'Funeral expenses are not told apart in Probity: find them among the expenses and debts.';
const NOTE_UNPAID = 'Executor expenses entered but not yet reimbursed: an estimate until paid.';
const NOTE_MARITAL =
  'The marital deduction (Schedule M) and charitable deduction (Schedule O) are for the preparer.';
const NOTE_REFUNDS = 'Refunds received after the death were owed to the decedent.';

export interface Asset706Row {
  assetId: number;
  name: string;
  type: string;
  /** Value at death; null when none has been entered (flagged). */
  value: number | null;
  note: string | null;
}

export interface Form706Worksheet {
  /** The Form 706 rule's answer: the filing limit for the death year and whether the gross estate is above it. */
  filingLimit: number | null;
  required: boolean;
  schedules: { schedule: Schedule706; label: string; rows: Asset706Row[]; line: TaxLine }[];
  grossEstate: TaxLine;
  /** Schedule J (funeral and administration expenses) and K (debts, then mortgages and liens). */
  expenses: TaxLine[];
  debts: TaxLine[];
  /** What Probity cannot know, and the assets without a value at death. */
  missing: TaxLine[];
}

const ownershipNote = (o: number): string | null =>
  JOINT.has(o)
    ? NOTE_JOINT
    : o === OWNERSHIP.community
      ? NOTE_COMMUNITY
      : o === OWNERSHIP.tenancyInCommon
        ? NOTE_IN_COMMON
        : null;

export function form706Worksheet(f: Facts, d: Derived = recompute(f)): Form706Worksheet {
  const status = form706Status(f, d);
  const inv = inventoryReport(f, d, null, { zeros: true });
  const assets = new Map(f.assets.map((a) => [a.id, a]));
  const bySchedule = new Map<Schedule706, { rows: Asset706Row[]; b: Bucket }>(
    SCHEDULES_706.map((s) => [s, { rows: [], b: emptyBucket() }]),
  );
  const unvalued = emptyBucket();
  for (const row of inv.groups.flatMap((g) => g.rows)) {
    const a = assets.get(row.id);
    // An estate account is opened after the death: it holds nothing at death (MSG_ESTATE_ACCOUNT_DEATH_VALUE).
    if (!a || a.i_type === ASSET_TYPE.estateAccount) continue;
    const s = scheduleOf(a.i_type, a.ownership);
    const slot = bySchedule.get(s);
    if (!slot) continue;
    const value = a.val_death === null ? null : row.atDeath;
    const note =
      value === null
        ? NOTE_NO_VALUE
        : (ownershipNote(a.ownership) ??
          (s === 'D' ? NOTE_INSURANCE : a.i_type === ASSET_TYPE.trust ? NOTE_TRUST : null));
    slot.rows.push({ assetId: a.id, name: a.name, type: row.type, value, note });
    addTo(slot.b, row.atDeath, null, a.id);
    if (value === null) addTo(unvalued, 0, null, a.id);
  }
  // Refunds received after the death: amounts owed to the decedent (other property, Schedule F).
  const refunds = emptyBucket();
  for (const t of f.txacts) if (t.cat === CAT.refund && t.date !== null) addTo(refunds, t.val, t.id, t.asset);
  const f706 = bySchedule.get('F');
  if (f706 && refunds.amount > 0) {
    const holder = f.assets.find((a) => a.sundry_refunds)?.id ?? 0;
    f706.rows.push({
      assetId: holder,
      name: 'Refunds received',
      type: 'Refund',
      value: refunds.amount,
      note: NOTE_REFUNDS,
    });
    f706.b.amount += refunds.amount;
    f706.b.txactIds.push(...refunds.txactIds);
  }
  const schedules = SCHEDULES_706.map((s) => {
    const slot = bySchedule.get(s) ?? { rows: [], b: emptyBucket() };
    const label = SCHEDULE_706_LABELS[s];
    const line =
      s === 'H' ? forPreparer('706:H', label, NOTE_POWERS, slot.b) : known(`706:${s}`, label, slot.b);
    return { schedule: s, label, rows: slot.rows, line };
  });
  const grossEstate = computed(
    '706:gross',
    'Total gross estate',
    schedules.reduce((t, s) => t + s.line.amount, 0),
    schedules.map((s) => s.line),
  );
  // Schedule J: what the ledger shows paid for the administration, from the death to now.
  const death = f.meta.death_date ?? '1900-01-01';
  const paid = periodFlows(f, d, death, '9999-12-31').disbursements;
  const expenses: TaxLine[] = [
    forPreparer('706:J1', 'Funeral expenses', NOTE_FUNERAL),
    known('706:J2', 'Executors’ commissions paid', paid.fiduciaryFees),
    known('706:J3', 'Attorney and accountant fees paid', paid.professionalFees),
    known('706:J4', 'Other administration expenses paid', paid.otherExpenses, N.NOTE_OTHER_DEDUCTIONS),
    known(
      '706:J5',
      'Executor expenses not yet reimbursed',
      { ...emptyBucket(), amount: d.meta.unpaid_expenses },
      NOTE_UNPAID,
    ),
  ];
  const debtTypes = new Map(f.debts.map((x) => [x.id, x.i_type]));
  const owed = { ...emptyBucket(), debtIds: [] as number[] };
  const liens = { ...emptyBucket(), debtIds: [] as number[] };
  for (const x of inv.debts) {
    const b = debtTypes.get(x.id) === DEBT_TYPE.secured ? liens : owed;
    b.amount += x.atDeath;
    b.debtIds.push(x.id);
  }
  const debts: TaxLine[] = [
    { ...known('706:K1', 'Debts of the decedent', owed), debtIds: owed.debtIds },
    { ...known('706:K2', 'Mortgages and liens', liens), debtIds: liens.debtIds },
  ];
  const missing: TaxLine[] = [
    ...(unvalued.assetIds.length
      ? [forPreparer('706:unvalued', 'Assets without a value at death', NOTE_NO_VALUE, unvalued)]
      : []),
    forPreparer('706:G', 'Lifetime transfers and adjusted taxable gifts', NOTE_GIFTS),
    forPreparer('706:H', 'Powers of appointment', NOTE_POWERS),
    forPreparer('706:M', 'Marital and charitable deductions', NOTE_MARITAL),
  ];
  return {
    filingLimit: status.limit,
    required: status.applicable,
    schedules,
    grossEstate,
    expenses,
    debts,
    missing,
  };
}
