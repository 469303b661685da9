/**
 * The size limits of one estate, each with the message an addition past it answers. One table: the operations
 * (ops/*), the raw save (the server's estate core) and the invariants (validate/invariants.ts) all read it, so a
 * limit and its message are said once. Transactions have a second limit per asset (MAX_TXACTS_PER_ASSET).
 */
import { MAX_ASSETS, MAX_CONTACTS, MAX_EXPENSES, MAX_LOG_ENTRIES, MAX_TXACTS } from './constants.ts';
import type { Facts } from './entities/working-copy.ts';
import * as M from './messages.ts';

export const ITEM_LIMITS = {
  assets: { max: MAX_ASSETS, code: 'max_assets', msg: M.MSG_MAX_REACHED },
  txacts: { max: MAX_TXACTS, code: 'max_txacts', msg: M.MSG_MAX_REACHED },
  contacts: { max: MAX_CONTACTS, code: 'max_contacts', msg: M.MSG_TOO_MANY_CONTACTS },
  exec_expenses: { max: MAX_EXPENSES, code: 'max_expenses', msg: M.MSG_TOO_MANY_EXPENSES },
  exec_log: { max: MAX_LOG_ENTRIES, code: 'max_log', msg: M.MSG_TOO_MANY_LOG },
} as const;

export type LimitedPart = keyof typeof ITEM_LIMITS;
export const LIMITED_PARTS = Object.keys(ITEM_LIMITS) as LimitedPart[];

/** The limit a list of `count` items would break, or null: the refusal's code and message. */
export function overLimit(part: LimitedPart, count: number): { code: string; msg: string } | null {
  const limit = ITEM_LIMITS[part];
  return count > limit.max ? { code: limit.code, msg: limit.msg } : null;
}

/** The limit one more item of `part` would break in this estate, or null. */
export const fullAt = (f: Facts, part: LimitedPart) => overLimit(part, f[part].length + 1);
