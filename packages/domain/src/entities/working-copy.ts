import { z } from 'zod';
import { ZAsset } from './asset.ts';
import { ZDebt } from './debt.ts';
import { ZDecedent, ZEstateMeta } from './estate.ts';
import { ZHeir } from './heir.ts';
import { ZContact, ZExecExpense, ZExecLog, ZLoc } from './people.ts';
import { ZTxact } from './txact.ts';

/**
 * The base facts of one estate: the shape of GET /api/estate/{id}/full (without revision).
 * Parsing strips derived fields a client may send; the engine recomputes them.
 */
export const ZWorkingCopy = z.object({
  meta: ZEstateMeta,
  dec: ZDecedent,
  assets: z.array(ZAsset).default([]),
  debts: z.array(ZDebt).default([]),
  contacts: z.array(ZContact).default([]),
  heirs: z.array(ZHeir).default([]),
  txacts: z.array(ZTxact).default([]),
  exec_expenses: z.array(ZExecExpense).default([]),
  exec_log: z.array(ZExecLog).default([]),
  locs: z.array(ZLoc).default([]),
});
export type WorkingCopy = z.infer<typeof ZWorkingCopy>;
export type WorkingCopyInput = z.input<typeof ZWorkingCopy>;
/** Base facts the engine derives from (same shape as the working copy). */
export type Facts = WorkingCopy;
