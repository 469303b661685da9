// Debt rows: the debts with their derived totals, then each unpaid executor expense as an Executor Expense row.
import { awaitingDeath, DEBT_TYPE, type Derived, type Facts, terms as termsOf } from '@probity/domain';
import { useMemo } from 'react';
import { useDerived, useFacts, useReadOnly } from '../../estate';
import type { DebtRow } from './debt-columns';

/** The debts with their derived totals, then each unpaid executor expense. */
export function debtRows(facts: Facts, derived: Derived): DebtRow[] {
  const debts: DebtRow[] = facts.debts.map((d) => ({ ...d, ...derived.debts.get(d.id) }));
  for (const e of facts.exec_expenses) {
    if (derived.expensePaid.has(e.id)) continue;
    debts.push({
      id: `x${e.id}`,
      expense: true,
      name: e.name,
      account: '',
      i_type: DEBT_TYPE.executorExpense,
      loc_name: '',
      note: e.note,
      files: [],
      val_pre: e.val,
      val_death: null,
      val_forgiven: 0,
      forgive_date: null,
      date: e.date,
      probate: true,
      owed: e.val,
      val: e.val,
      paid: 0,
      pay_num: 0,
      resolved: false,
    });
  }
  return debts;
}

export function useDebtRows() {
  const facts = useFacts();
  const derived = useDerived();
  const rows = useMemo(() => debtRows(facts, derived), [facts, derived]);
  const viewOnly = useReadOnly();
  const { country_code: country, trust, death_date: death } = facts.meta;
  const t = useMemo(() => termsOf(country, trust), [country, trust]);
  return { rows, viewOnly, awaitDeath: awaitingDeath(facts), terms: t, minDate: trust ? null : death };
}
