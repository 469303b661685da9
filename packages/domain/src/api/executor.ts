import { z } from 'zod';
import { ZExecExpense, ZExecExpenseDerived, ZExecLog, ZManagerSummary } from '../entities/people.ts';
import { ZOk, ZPaging } from './envelope.ts';

/** An executor expense as the reads answer it: `paid` is the id of the reimbursement that repaid it, or null. */
export const ZExecExpenseOut = ZExecExpense.extend(ZExecExpenseDerived.shape);
export type ExecExpenseOut = z.infer<typeof ZExecExpenseOut>;

/** GET /exec/expenses and /exec/log: the manager summary, the entries (null with `mgr=true`) and the paging fields. */
const execList = <T extends z.ZodType>(entry: T) =>
  ZOk(z.array(entry).nullable()).extend({ mgr: ZManagerSummary, ...ZPaging.shape });

export const ZExecExpensesAnswer = execList(ZExecExpenseOut);
export type ExecExpensesAnswer = z.infer<typeof ZExecExpensesAnswer>;
export const ZExecLogAnswer = execList(ZExecLog);
export type ExecLogAnswer = z.infer<typeof ZExecLogAnswer>;
