/** Per-state facts the task rules read (docs/checklist-rules.md). */
import { CREDITOR_PERIOD } from '../places/small-estates.ts';
import type { DueAfter } from './types.ts';

/** States with no death-notice (notice to creditors) step: the task is removed there. */
export const NO_DEATH_NOTICE_STATES: ReadonlySet<string> = new Set([
  'DE',
  'KY',
  'LA',
  'MH',
  'NJ',
  'NH',
  'NY',
  'PR',
]);

/** States where the death notice goes with the probate appointment: it sorts beside it and shares its due date. */
export const DEATH_NOTICE_WITH_APPOINTMENT: ReadonlySet<string> = new Set(['AZ', 'GU', 'MN', 'MP']);

/** Quebec renames the death-notice task: the inventory closure notice, in the middle period, six months. */
export const QUEBEC = 'QC';
export const INVENTORY_CLOSURE = {
  name: 'Inventory Closure',
  period: 'As Possible',
  months: 6,
  text:
    'When the inventory of the succession is complete, the liquidator registers a notice of its closure in the ' +
    'register of personal and movable real rights (RDPRM) and publishes it in a local newspaper.\n\n' +
    'Heirs and creditors may then look at the inventory. Keep proof of registration and publication.',
} as const;

/** When heirs must get notice of the probate: before filing, both before and after, never, or after (default). */
export type ProbateNotice = 'before' | 'both' | 'never' | 'after';

const NOTICE: Readonly<Record<string, ProbateNotice>> = {
  AB: 'both',
  HI: 'both',
  KS: 'both',
  DE: 'never',
  LA: 'never',
  NB: 'never',
  SK: 'never',
  // California: notice of the petition goes to heirs at least 15 days before the hearing (Prob. Code §8100).
  CA: 'before',
};

export const probateNotice = (state: string | null): ProbateNotice =>
  (state ? NOTICE[state] : undefined) ?? 'after';

/**
 * The creditor-wait task (71) by state: the state pages' own table (places/small-estates.ts CREDITOR_PERIOD), so
 * the page and the task read one rule. `months` after death is the estimate until the step the period counts from
 * is marked done; then `after` that day. A state not in the table keeps the task's nine-month default.
 */
export const CREDITOR_WAIT: Readonly<Record<string, { readonly months: number; readonly after?: DueAfter }>> =
  Object.fromEntries(Object.entries(CREDITOR_PERIOD).map(([code, rule]) => [code, rule.wait]));
