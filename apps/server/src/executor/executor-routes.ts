import {
  EARLIER_ENTRIES_CUTOFF,
  FETCH_BY_IDS_THRESHOLD,
  type ManagerSummary,
  MSG_DATE_REQUIRED,
  MSG_EXPENSE_REPAID_LOCK,
  partArrayOf,
  ZEstateParams,
  ZExecExpense,
  ZExecExpensesAnswer,
  ZExecLog,
  ZExecLogAnswer,
  ZIsoDate,
  ZPartQuery,
  ZSaveResult,
} from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readAccess, readEstateSnapshot, saveEstate, writeAccess } from '../estate/index.ts';
import { failAnswers, okAnswers } from '../http/answers.ts';
import { badRequest, ok } from '../http/http-error.ts';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** GET /exec/expenses and /exec/log (docs/api.md, Transactions and executor records). */
const ZExecQuery = z.object({
  /** With a cursor (a date), only the entries dated before it: the older page. */
  cursor: ZIsoDate.optional(),
  /** Only the manager summary (items, unpaid, hours). */
  mgr: flag,
  /** Comma list of ids; the client uses it for fewer than 90 ids. */
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((s) => s.split(',').map(Number))
    .refine(
      (a) => a.length < FETCH_BY_IDS_THRESHOLD,
      `Ask for fewer than ${FETCH_BY_IDS_THRESHOLD} ids, or for all.`,
    )
    .optional(),
  force_all: flag,
});
type ExecQuery = z.infer<typeof ZExecQuery>;

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

const PARTS = { expenses: 'exec_expenses', log: 'exec_log' } as const;

/** The manager summary and the page asked for (the summary alone with mgr=true). */
function listAnswer<T extends Dated>(list: T[], summary: Omit<ManagerSummary, 'num_items'>, q: ExecQuery) {
  const head = { success: true as const, code: 0 as const, mgr: { ...summary, num_items: list.length } };
  if (q.mgr) return { ...head, payload: null, query_cursor: null, older: 0, hint: null };
  const p = page(list, q);
  return { ...head, ...p, hint: p.older ? 'Include Older' : null };
}

/** Executor expenses and time log: list with the manager summary, and saves through the atomic save. */
export function estateExecRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = root;
  const read = async (req: FastifyRequest, id: string) => {
    const { estate } = await readAccess(ctx, req, id);
    const { facts, derived } = await readEstateSnapshot(ctx.db, estate.id);
    const hours = facts.exec_log.reduce((s, e) => s + e.hours, 0);
    return { facts, derived, summary: { seq: estate.revision, unpaid: derived.meta.unpaid_expenses, hours } };
  };
  const listSchema = <T extends z.ZodType>(answer: T) => ({
    params: ZEstateParams,
    querystring: ZExecQuery,
    response: { 200: answer, ...failAnswers },
  });

  app.get('/api/estate/:id/exec/expenses', { schema: listSchema(ZExecExpensesAnswer) }, async (req) => {
    const { facts, derived, summary } = await read(req, req.params.id);
    const list = facts.exec_expenses.map((e) => ({ ...e, paid: derived.expensePaid.get(e.id) ?? null }));
    return listAnswer(list, summary, req.query);
  });
  app.get('/api/estate/:id/exec/log', { schema: listSchema(ZExecLogAnswer) }, async (req) => {
    const { facts, summary } = await read(req, req.params.id);
    return listAnswer(facts.exec_log, summary, req.query);
  });

  for (const [path, part] of Object.entries(PARTS) as [
    keyof typeof PARTS,
    (typeof PARTS)[keyof typeof PARTS],
  ][]) {
    const schema = part === 'exec_expenses' ? ZExecExpense : ZExecLog;
    app.post(
      `/api/estate/:id/exec/${path}`,
      {
        schema: {
          params: ZEstateParams,
          querystring: ZPartQuery,
          body: partArrayOf(schema as typeof ZExecExpense),
          response: okAnswers(ZSaveResult),
        },
      },
      async (req) => {
        const { estate, user } = await writeAccess(ctx, req, req.params.id);
        const [add, mod, del] = req.body;
        if (add.some((x) => !x.date) || mod.some((x) => 'date' in x && !x.date))
          throw badRequest(MSG_DATE_REQUIRED);
        if (part === 'exec_expenses' && (mod.length || del.length)) {
          const { derived } = await readEstateSnapshot(ctx.db, estate.id);
          const touched = [...mod.map((m) => m.id), ...del];
          if (touched.some((id) => derived.expensePaid.has(id))) throw badRequest(MSG_EXPENSE_REPAID_LOCK);
        }
        const result = await saveEstate(ctx, {
          estateId: estate.id,
          userId: user?.id ?? '',
          revision: req.query.revision,
          force: req.query.force ?? false,
          parts: { [part]: { add, mod, del } },
          action: part,
        });
        return ok(result);
      },
    );
  }
}
