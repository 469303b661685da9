/** Report options: the period's checks and the default accounting approach. */
import { checkDate, type DateCheck, estateMinDate } from '../dates.ts';
import type { EstateMeta } from '../entities/estate.ts';

export const MSG_REPORT_START_AFTER_END = 'Start must be before End';

export const REPORT_APPROACHES = ['standard', 'carry'] as const;
export type ReportApproach = (typeof REPORT_APPROACHES)[number];

/** States whose courts expect the carry-value approach (California's, Prob. Code §1060-1064, is the model). */
const CARRY_STATES: ReadonlySet<string> = new Set(['CA', 'VA', 'WI']);

export const defaultApproach = (state: string): ReportApproach =>
  CARRY_STATES.has(state.trim().toUpperCase()) ? 'carry' : 'standard';

/** The first problem with a report period, or null: each date valid and not before the estate's minimum date, start before end. */
export function checkReportPeriod(
  start: string,
  end: string,
  meta: Pick<EstateMeta, 'trust' | 'death_date'>,
): { field: 'start' | 'end'; msg: string } | null {
  const min = estateMinDate(meta.trust, meta.death_date);
  const s: DateCheck = checkDate(start, min);
  if (s) return { field: 'start', msg: s };
  const e: DateCheck = checkDate(end, min);
  if (e) return { field: 'end', msg: e };
  if (start >= end) return { field: 'end', msg: MSG_REPORT_START_AFTER_END };
  return null;
}
