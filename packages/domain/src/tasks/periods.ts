/** Periods, steps and their default due rules (README.md, Order and progress; Default due dates). */
import type { DueRule, StepNum, TaskPeriod } from './types.ts';
import { TASK_PERIODS } from './types.ts';

export const periodIndex = (p: TaskPeriod): number => TASK_PERIODS.indexOf(p);

/** Default due rule of each period; a task may name another. */
export const PERIOD_DUE: Readonly<Record<TaskPeriod, DueRule>> = {
  'In Advance': 'none',
  'First Week': 'week',
  'First Month': 'month',
  'First 3 Months': 'quarter',
  'As Possible': 'months',
  'Tax Notices': 'tax_notify',
  'Tax Year': 'tax_year',
  'First Year': 'year',
  'Second Year': 'two_year',
  Finish: 'none',
};

/** Step a custom task falls in when the user does not pick one. */
export const PERIOD_STEP: Readonly<Record<TaskPeriod, StepNum>> = {
  'In Advance': 0,
  'First Week': 1,
  'First Month': 2,
  'First 3 Months': 2,
  'As Possible': 3,
  'Tax Notices': 4,
  'Tax Year': 4,
  'First Year': 3,
  'Second Year': 4,
  Finish: 5,
};

/**
 * Period for a task known only by its months after death (state extras, custom tasks):
 * none -> end; 0 -> week; under 2 -> month; under 4 -> quarter; under 13 -> year; else end.
 */
export function periodFromMonths(months: number | null | undefined): TaskPeriod {
  if (months === null || months === undefined) return 'Finish';
  if (months <= 0) return 'First Week';
  if (months < 2) return 'First Month';
  if (months < 4) return 'First 3 Months';
  if (months < 13) return 'First Year';
  return 'Finish';
}

export interface StepInfo {
  readonly step_num: StepNum;
  readonly name: string;
  readonly hint: string;
}

export const STEPS: readonly StepInfo[] = [
  {
    step_num: 0,
    name: 'Advance',
    hint: 'Things an owner can settle now so the people left behind have less to untangle later.',
  },
  {
    step_num: 1,
    name: 'Start',
    hint: 'The first days: look after people and property, find the will, and record the basics.',
  },
  {
    step_num: 2,
    name: 'Arrange',
    hint: 'Get authority to act: court filings, tax identity, notices, and the estate bank account.',
  },
  {
    step_num: 3,
    name: 'Manage',
    hint: 'Take stock of what the estate owns and owes, protect it, and deal with creditors.',
  },
  {
    step_num: 4,
    name: 'Resolve',
    hint: 'Returns, tax clearances and the waiting periods that must pass before the estate can close.',
  },
  {
    step_num: 5,
    name: 'Finish',
    hint: 'Account for everything, pay yourself fairly, hand over what remains and close the books.',
  },
];
