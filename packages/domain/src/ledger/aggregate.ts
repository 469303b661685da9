/** Order-free sums over all transactions: debts, refunds, reimbursed expenses. Cheap O(n), no sort. */
import type { DebtDerived } from '../entities/debt.ts';
import type { Facts } from '../entities/working-copy.ts';
import { CAT } from '../enums.ts';
import { DEBT_PAYMENTS, ITEM_IS_DEBT, LOANS } from './categories.ts';

export interface Aggregates {
  debts: Map<number, DebtDerived>;
  refunds: number;
  expensePaid: Map<number, number>;
  debtTotal: number;
  debtDeath: number;
}

export function aggregate(f: Facts, awaitDeath: boolean): Aggregates {
  const acc = new Map<number, { owed: number; paid: number; payNum: number }>();
  for (const d of f.debts) {
    const owed = d.date !== null ? 0 : ((awaitDeath ? d.val_pre : d.val_death) ?? 0);
    acc.set(d.id, { owed, paid: 0, payNum: 0 });
  }
  let refunds = 0;
  const expensePaid = new Map<number, number>();
  for (const t of f.txacts) {
    if (t.date === null) continue;
    if (t.item !== null && ITEM_IS_DEBT.has(t.cat)) {
      const d = acc.get(t.item);
      if (d && LOANS.has(t.cat)) d.owed += t.val;
      else if (d && DEBT_PAYMENTS.has(t.cat)) {
        d.paid += t.val;
        d.payNum++;
      }
    }
    if (t.cat === CAT.refund) refunds += t.val;
    else if (t.cat === CAT.executorReimbursement) for (const e of t.exexp_ids) expensePaid.set(e, t.id);
  }
  const debts = new Map<number, DebtDerived>();
  let debtTotal = 0;
  let debtDeath = 0;
  for (const d of f.debts) {
    const a = acc.get(d.id) ?? { owed: 0, paid: 0, payNum: 0 };
    const val = a.owed - a.paid - d.val_forgiven;
    debts.set(d.id, { owed: a.owed, val, paid: a.paid, pay_num: a.payNum, resolved: a.owed > 0 && val <= 0 });
    debtTotal += Math.max(val, 0);
    if (d.date === null) debtDeath += (awaitDeath ? d.val_pre : d.val_death) ?? 0;
  }
  return { debts, refunds, expensePaid, debtTotal, debtDeath };
}

/** Debt figures as of death, whatever the estate's state: forgiveness is measured against these. */
export const debtsAtDeath = (f: Facts): Map<number, DebtDerived> => aggregate(f, false).debts;
