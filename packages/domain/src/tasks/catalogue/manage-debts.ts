/** Step 3, Manage: debts, claims, sales and keeping heirs informed during the first year. */
import type { TaskDef } from '../types.ts';
import { paras } from './text.ts';

const base = { cat: 'Debt', period: 'First Year', step_num: 3, months: 6, country: 'both' } as const;

export const MANAGE_DEBT_TASKS: readonly TaskDef[] = [
  {
    ...base,
    id: 64,
    order: 600,
    period: 'First 3 Months',
    months: 3,
    auto_track: 'debts',
    name: 'List the debts',
    text: paras(
      'Record every debt on the Debts tab with its balance on the date of death: mortgages, cards, loans, medical bills, taxes.',
      'This task completes itself once a debt is recorded; mark it N/A if there are none.',
    ),
  },
  {
    ...base,
    id: 65,
    order: 610,
    name: 'Review creditor claims',
    text: paras(
      'Check each claim against the records. Pay valid ones; reject doubtful ones in writing, which in many states starts the creditor’s time to sue.',
    ),
    ca: {
      text: paras(
        'Check each claim against the records. Pay valid ones and reject doubtful ones in writing. Some provinces let you shorten a creditor’s time: in Ontario a notice contesting a money claim leaves the creditor thirty days to bring it to court (three months if a judge extends it), or the claim is barred.',
      ),
    },
  },
  {
    ...base,
    id: 66,
    order: 620,
    name: 'Pay debts in the legal order',
    text: paras(
      'If the estate cannot pay everyone, the law sets the order: usually administration costs and funeral expenses first, then taxes, secured debts, then the rest.',
      'Paying out of order, or paying heirs first, can make you personally liable. Record payments on the Cashflow tab.',
    ),
  },
  {
    ...base,
    id: 67,
    order: 630,
    name: 'Keep the regular bills paid',
    text: paras(
      'Mortgage, property tax, utilities and insurance on estate property must keep being paid until it is sold or handed over, to avoid penalties and lapses.',
    ),
  },
  {
    ...base,
    id: 68,
    order: 640,
    cat: 'Asset',
    name: 'Sell the real estate',
    text: paras(
      'If the property is to be sold, get an appraisal, choose an agent, and check whether the court must approve the sale. Commissions and closing costs are estate expenses.',
      'This task appears while the estate owns real estate.',
    ),
  },
  {
    ...base,
    id: 69,
    order: 650,
    cat: 'Asset',
    name: 'Sell other assets as needed',
    text: paras(
      'Sell what the will directs, or what is needed to pay debts and taxes or to divide the estate fairly. Get fair value and keep records of every sale.',
    ),
  },
  {
    ...base,
    id: 70,
    order: 660,
    cat: 'Notify',
    name: 'Keep the beneficiaries informed',
    text: paras(
      'Send short updates on progress, expected timing and any delays. Heirs who know what is happening rarely complain to the court.',
    ),
  },
  {
    ...base,
    id: 71,
    order: 670,
    cat: 'Legal',
    name: 'Wait out the creditor period',
    text: paras(
      'Do not distribute the estate until the deadline for claims has passed: for example seven months from letters in New York, nine months from death in New Jersey, a year from death in Massachusetts.',
    ),
    ca: {
      text: paras(
        'Do not distribute the estate until the claim date in your notice to creditors has passed, and you have kept back enough for taxes.',
      ),
    },
  },
  {
    ...base,
    id: 72,
    order: 680,
    cat: 'Financial',
    auto_track: 'exec_expenses',
    name: 'Record your expenses',
    text: paras(
      'Enter money you spend for the estate (travel, postage, fees) under Executor Expenses, with receipts, so you can be repaid.',
      'This task completes itself with the first expense.',
    ),
  },
  {
    ...base,
    id: 121,
    order: 690,
    cat: 'Asset',
    auto_track: 'distribution_plan',
    name: 'Plan the distribution',
    text: paras(
      'Work out who receives which asset or share under the will or the law, and enter it on the Distributions tab.',
      'This task completes itself once a distribution is entered.',
    ),
  },
];
