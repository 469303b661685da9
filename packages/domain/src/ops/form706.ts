/** The US Form 706 rule: filing limit by death year, spouse-reduction prompt, 2,000,000 spouse prompt. */
import { filingLimitFor, SPOUSE_706_THRESHOLD } from '../constants.ts';
import { yearOf } from '../dates.ts';
import type { Facts } from '../entities/working-copy.ts';
import { grossValue, recompute } from '../ledger/recompute.ts';
import type { Derived } from '../ledger/types.ts';
import * as M from '../messages.ts';

export interface Form706Status {
  /** Whether the Form 706 task applies (false = the task is N/A). Always true outside the US rule. */
  applicable: boolean;
  limit: number | null;
  gross: number;
  /** A question for the user after this change, if any. */
  prompt: { code: 'spouse_706_reduction' | 'spouse_706'; msg: string } | null;
}

/** Status for the estate now, compared with the gross value before the change (null on first load). */
export function form706Status(
  f: Facts,
  d: Derived = recompute(f),
  prevGross: number | null = null,
  today?: string,
): Form706Status {
  const gross = grossValue(d);
  if (f.meta.country_code !== 'us') return { applicable: false, limit: null, gross, prompt: null };
  const year = f.meta.death_date
    ? yearOf(f.meta.death_date)
    : yearOf(today ?? new Date().toISOString().slice(0, 10));
  const limit = filingLimitFor(year);
  const applicable = limit === null || gross > limit;
  let prompt: Form706Status['prompt'] = null;
  if (prevGross !== null && d.meta.spouse && limit !== null) {
    const wasAbove = prevGross > limit;
    if (wasAbove && !applicable)
      prompt = { code: 'spouse_706_reduction', msg: M.CONFIRM_SPOUSE_706_REDUCTION };
    else if (!applicable && prevGross < SPOUSE_706_THRESHOLD && gross >= SPOUSE_706_THRESHOLD) {
      prompt = { code: 'spouse_706', msg: M.CONFIRM_SPOUSE_706 };
    }
  }
  return { applicable, limit, gross, prompt };
}
