// The calculators' calls (docs/api.md "Calculators"): open to anyone, cents in and out.
import type { FeeOut } from '@probity/domain';
import { apiPost } from '../../lib/api';

import type { CalcKind } from '../../lib/public-routes';

export type { CalcKind };

export const calculate = (kind: CalcKind, place: string, body: Record<string, unknown>) =>
  apiPost<FeeOut>(
    `/api/${kind === 'executor-fee' ? 'comp' : 'probate_fee'}/${encodeURIComponent(place)}`,
    body,
  );
