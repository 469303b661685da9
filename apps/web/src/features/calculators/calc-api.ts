// The calculators' calls (docs/api.md "Calculators"): open to anyone, cents in and out.
import type { FeeOut } from '@probity/domain';
import { apiPost } from '../../lib/api';

import type { CalcKind } from '../../lib/public-routes';

export type { CalcKind };

/** A calculator form's inputs: cents, counts, and the hours and hourly rates of each level of work. */
export type CalcValues = Record<string, number | { low: number; standard: number; high: number }>;

export const calculate = (kind: CalcKind, place: string, body: Record<string, unknown>) =>
  apiPost<FeeOut>(
    `/api/${kind === 'executor-fee' ? 'comp' : 'probate_fee'}/${encodeURIComponent(place)}`,
    body,
  );
