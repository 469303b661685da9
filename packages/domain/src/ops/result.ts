/** Operation results: never thrown for user mistakes. A confirmation is asked, answered, and the op rerun. */
import type { Facts } from '../entities/working-copy.ts';

/** Something other parts react to (the sell-real-estate task hook, the spouse flag...). */
export type OpEvent = 'land_on' | 'land_off' | 'spouse_on' | 'spouse_off' | 'item_created' | 'item_deleted';

export interface OpOk {
  kind: 'ok';
  facts: Facts;
  /** Non-blocking messages to show (e.g. heir percentages over 100%). */
  warnings: string[];
  events: OpEvent[];
  /** Id of the item created or changed, when there is one. */
  id?: number;
}
export interface OpError {
  kind: 'error';
  code: string;
  msg: string;
}
export interface OpConfirm {
  kind: 'confirm';
  code: string;
  msg: string;
}
/** The user answered no to a confirmation: nothing changed. */
export interface OpCancelled {
  kind: 'cancelled';
  code: string;
}
export type OpResult = OpOk | OpError | OpConfirm | OpCancelled;
export type OpStop = OpError | OpConfirm | OpCancelled;

export interface OpContext {
  /** Today's date, 'yyyy-mm-dd' (Mark Done, default dates). */
  today: string;
  /** Answers to confirmations asked before, by code. */
  answers?: Readonly<Record<string, boolean>>;
}

export const fail = (code: string, msg: string): OpError => ({ kind: 'error', code, msg });

/**
 * A confirmation point: undefined when the user already said yes; a confirm result when not yet asked;
 * a cancelled result when the user said no.
 */
export function ask(ctx: OpContext, code: string, msg: string): OpConfirm | OpCancelled | undefined {
  const a = ctx.answers?.[code];
  if (a === true) return undefined;
  if (a === false) return { kind: 'cancelled', code };
  return { kind: 'confirm', code, msg };
}

/** Like ask, but a "no" answer means go on without the optional part (returns false). */
export function askOptional(ctx: OpContext, code: string, msg: string): OpConfirm | boolean {
  const a = ctx.answers?.[code];
  if (a === undefined) return { kind: 'confirm', code, msg };
  return a;
}

export const ok = (facts: Facts, extra: Partial<Omit<OpOk, 'kind' | 'facts'>> = {}): OpOk => ({
  kind: 'ok',
  facts,
  warnings: extra.warnings ?? [],
  events: extra.events ?? [],
  ...(extra.id === undefined ? {} : { id: extra.id }),
});

/** Next temporary client id: one below the smallest id in use (ids of all kinds share the sequence). */
export function nextTempId(f: Facts): number {
  let min = 0;
  for (const list of [f.assets, f.debts, f.heirs, f.txacts, f.contacts, f.exec_expenses, f.exec_log]) {
    for (const x of list) if (x.id < min) min = x.id;
  }
  return min - 1;
}

/**
 * The id of a new item: the temporary id the caller chose (negative, not in use, so later operations of the same
 * request can refer to it), or the next free one. Null when the chosen id is not a usable temporary id.
 */
export function newItemId(f: Facts, want: number | undefined): number | null {
  if (want === undefined) return nextTempId(f);
  if (!Number.isInteger(want) || want >= 0) return null;
  for (const list of [f.assets, f.debts, f.heirs, f.txacts, f.contacts, f.exec_expenses, f.exec_log]) {
    if (list.some((x) => x.id === want)) return null;
  }
  return want;
}

/** A new item's input: its fields, and optionally the temporary id the caller gives it. */
export type NewItem<T> = Omit<T, 'id'> & { id?: number };

export const isStop = (r: unknown): r is OpStop =>
  typeof r === 'object' &&
  r !== null &&
  'kind' in r &&
  (r.kind === 'error' || r.kind === 'confirm' || r.kind === 'cancelled');
