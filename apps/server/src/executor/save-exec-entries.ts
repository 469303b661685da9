import {
  type ExecExpense,
  type ExecLog,
  MSG_DATE_REQUIRED,
  MSG_EXPENSE_REPAID_LOCK,
  recompute,
  type SaveResult,
} from '@probity/domain';
import { type SaveAt, saveEstate, type WriterAccess } from '../estate/index.ts';
import { badRequest } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';
import type { EXEC_PARTS } from './exec-lists.ts';

type Entry = ExecExpense | ExecLog;
type Changes = [Entry[], (Partial<Entry> & { id: number })[], number[]];

/**
 * POST /exec/expenses and /exec/log: every entry dated; an expense the estate has repaid is locked (changing it
 * would change what was paid), which is decided on the estate as the save locks it.
 */
export function saveExecEntries(
  ctx: AppContext,
  writer: WriterAccess,
  at: SaveAt,
  part: (typeof EXEC_PARTS)[keyof typeof EXEC_PARTS],
  [add, mod, del]: Changes,
): Promise<SaveResult> {
  if (add.some((x) => !x.date) || mod.some((x) => 'date' in x && !x.date))
    throw badRequest(MSG_DATE_REQUIRED);
  const parts = { [part]: { add, mod, del } };
  if (part === 'exec_log' || (!mod.length && !del.length)) return saveEstate(ctx, writer, at, parts, part);
  return saveEstate(
    ctx,
    writer,
    at,
    (facts) => {
      const { expensePaid } = recompute(facts);
      if ([...mod.map((m) => m.id), ...del].some((id) => expensePaid.has(id)))
        throw badRequest(MSG_EXPENSE_REPAID_LOCK);
      return parts;
    },
    part,
  );
}
