// What each calculator input is called and means on the form (the rules that read them: packages/domain/src/fees).
import type { FeeField } from '@probity/domain';

export const FEE_FIELD_LABELS: Record<
  FeeField,
  { label: string; hint?: string; kind: 'money' | 'count' | 'hours' | 'level' | 'rate' | 'years' }
> = {
  gross: {
    label: 'Value of the probate estate',
    hint: 'What it owned at death, before debts',
    kind: 'money',
  },
  property: { label: 'Personal property', hint: 'Everything but real estate', kind: 'money' },
  property_sold: { label: 'Real estate sold', hint: 'What the sales brought in', kind: 'money' },
  benefits: {
    label: 'Property passing outside probate',
    hint: 'Joint or payable-on-death accounts; not life insurance',
    kind: 'money',
  },
  funds_in: {
    label: 'Money received',
    hint: 'During the administration, not cash on hand at death',
    kind: 'money',
  },
  funds_out: { label: 'Money paid out', hint: 'Debts and expenses, not payments to heirs', kind: 'money' },
  asset_distribs: { label: 'Property handed to heirs as it is', kind: 'money' },
  loan_int: { label: 'Interest on money the executor lent', kind: 'money' },
  cashflow: { label: 'Income during the administration', hint: 'Interest, dividends, rent', kind: 'money' },
  debt: { label: 'Mortgages and liens', kind: 'money' },
  extra: { label: 'Extra pay the court allowed', hint: 'For extraordinary services', kind: 'money' },
  num_execs: { label: 'Number of executors', kind: 'count' },
  rent: { label: 'Rent collected from property managed', kind: 'money' },
  hours: { label: 'Hours worked', kind: 'hours' },
  adjust: { label: 'How demanding the estate was', kind: 'level' },
  adjust_percent: { label: 'Your own rate (%)', hint: 'Leave at 0 to use the level', kind: 'rate' },
  avg_val: { label: 'Average value managed', hint: 'For the yearly care and management fee', kind: 'money' },
  years: { label: 'Years managed', kind: 'years' },
  cash_bequests: { label: 'Cash gifts paid under the will', kind: 'money' },
  debts_paid: { label: 'Debts paid', kind: 'money' },
};

export const PROBATE_FIELD_LABELS = {
  gross: { label: 'Gross value of the estate', hint: 'What it owned at death, before debts' },
  net: { label: 'Net value of the estate', hint: 'After its debts' },
  trust: { label: 'Passing outside probate', hint: 'A living trust, joint or beneficiary accounts' },
  distrib: { label: 'Value to be distributed', hint: 'New Brunswick' },
  amount: { label: 'Going to the surviving spouse', hint: 'Connecticut counts it at half' },
} as const;
