import {
  EARLIER_ENTRIES_CUTOFF,
  FETCH_BY_IDS_THRESHOLD,
  type ManagerSummary,
  ZIsoDate,
  ZNumberList,
  ZQueryFlag,
} from '@probity/domain';
import { z } from 'zod';

/** GET /exec/expenses and /exec/log (docs/api.md, Transactions and executor records). */
export const ZExecQuery = z.object({
  /** With a cursor (a date), only the entries dated before it: the older page. */
  cursor: ZIsoDate.optional(),
  /** Only the manager summary (items, unpaid, hours). */
  mgr: ZQueryFlag,
  /** Comma list of ids; the client uses it for fewer than 90 ids. */
  ids: ZNumberList.refine(
    (a) => a.length < FETCH_BY_IDS_THRESHOLD,
    `Ask for fewer than ${FETCH_BY_IDS_THRESHOLD} ids, or for all.`,
  ).optional(),
  force_all: ZQueryFlag,
});
export type ExecQuery = z.infer<typeof ZExecQuery>;

interface Dated {
  id: number;
  date: string | null;
}

/** Entries before the 1 Jan 1980 cutoff page in on demand, like transactions. */
function page<T extends Dated>(
  list: T[],
  q: ExecQuery,
): { payload: T[]; query_cursor: string | null; older: number } {
  if (q.ids) return { payload: list.filter((x) => q.ids?.includes(x.id)), query_cursor: null, older: 0 };
  if (q.force_all) return { payload: list, query_cursor: null, older: 0 };
  if (q.cursor) {
    const c = q.cursor;
    return { payload: list.filter((x) => x.date !== null && x.date < c), query_cursor: null, older: 0 };
  }
  const kept = list.filter((x) => x.date === null || x.date >= EARLIER_ENTRIES_CUTOFF);
  const older = list.length - kept.length;
  return { payload: kept, query_cursor: older ? EARLIER_ENTRIES_CUTOFF : null, older };
}

export const EXEC_PARTS = { expenses: 'exec_expenses', log: 'exec_log' } as const;

/** The manager summary and the page asked for (the summary alone with mgr=true). */
export function listAnswer<T extends Dated>(
  list: T[],
  summary: Omit<ManagerSummary, 'num_items'>,
  q: ExecQuery,
) {
  const head = { success: true as const, code: 0 as const, mgr: { ...summary, num_items: list.length } };
  if (q.mgr) return { ...head, payload: null, query_cursor: null, older: 0, hint: null };
  const p = page(list, q);
  return { ...head, ...p, hint: p.older ? 'Include Older' : null };
}
