import {
  partArrayOf,
  ZEstateParams,
  ZExecExpense,
  ZExecExpensesAnswer,
  ZExecLog,
  ZExecLogAnswer,
  ZPartQuery,
  ZSaveResult,
} from '@probity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { readAccess, readEstateSnapshot, writeAccess } from '../estate/index.ts';
import { failAnswers, okAnswers } from '../http/answers.ts';
import { ok } from '../http/http-error.ts';
import { EXEC_PARTS, listAnswer, ZExecQuery } from './exec-lists.ts';
import { saveExecEntries } from './save-exec-entries.ts';

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

  for (const [path, part] of Object.entries(EXEC_PARTS) as [
    keyof typeof EXEC_PARTS,
    (typeof EXEC_PARTS)[keyof typeof EXEC_PARTS],
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
        const writer = await writeAccess(ctx, req, req.params.id);
        return ok(await saveExecEntries(ctx, writer, req.query, part, req.body));
      },
    );
  }
}
