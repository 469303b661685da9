import { countItems, type ItemTableName, type Tx } from '@probity/db';
import {
  MAX_ASSETS,
  MAX_CONTACTS,
  MAX_EXPENSES,
  MAX_LOG_ENTRIES,
  MAX_TXACTS,
  MSG_MAX_REACHED,
  MSG_TOO_MANY_CONTACTS,
  MSG_TOO_MANY_EXPENSES,
  MSG_TOO_MANY_LOG,
  MSG_TXACT_OVER_MAX,
  type SaveParts,
} from '@probity/domain';
import { badRequest } from '../../http/http-error.ts';

/** Workspace §9 limits per estate, with the §8 message a refused save answers. */
export const LIMITS: Partial<Record<ItemTableName, { max: number; msg: string }>> = {
  assets: { max: MAX_ASSETS, msg: MSG_MAX_REACHED },
  contacts: { max: MAX_CONTACTS, msg: MSG_TOO_MANY_CONTACTS },
  exec_expenses: { max: MAX_EXPENSES, msg: MSG_TOO_MANY_EXPENSES },
  exec_log: { max: MAX_LOG_ENTRIES, msg: MSG_TOO_MANY_LOG },
  txacts: { max: MAX_TXACTS, msg: MSG_TXACT_OVER_MAX },
};

/**
 * Counts, after the writes of a save and inside its transaction, every limited part the save added to; over the
 * limit the whole save is refused (the transaction rolls back). Only parts with additions can have grown.
 */
export async function checkItemLimits(tx: Tx, estateId: string, parts: SaveParts): Promise<void> {
  for (const [part, limit] of Object.entries(LIMITS) as [ItemTableName, { max: number; msg: string }][]) {
    if (!parts[part]?.add.length) continue;
    const n = await countItems(tx, part, estateId);
    if (n > limit.max) throw badRequest(limit.msg);
  }
}
