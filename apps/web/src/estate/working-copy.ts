// The open estate's working copy (docs/architecture.md, "The web estate core"). Its lists hold the engine's entities
// (typed on the way in by typed-items.ts, plus any column the server derived); meta and decedent stay as the server
// sent them, since they carry more than the engine reads (the role, the task state, stored totals): the engine's view
// of them is factsOf.
import {
  type Asset,
  type BankDownload,
  type Contact,
  type Debt,
  type ExecExpense,
  type ExecLog,
  type Heir,
  ITEM_PART_NAMES,
  type Loc,
  type Txact,
} from '@probity/domain';

export type Meta = Record<string, unknown>;
export type Dec = Record<string, unknown>;

export type Lists = {
  exec_log: ExecLog[];
  exec_expenses: ExecExpense[];
  assets: Asset[];
  debts: Debt[];
  txacts: Txact[];
  contacts: Contact[];
  heirs: Heir[];
  bank_downloads: BankDownload[];
};
export type ListPart = keyof Lists;

/** The list parts of the copy: the item parts of a save but locations (kept aside in `locs`). */
export const LIST_PARTS: readonly ListPart[] = ITEM_PART_NAMES.filter((p): p is ListPart => p !== 'locs');
/** With meta and dec, the parts a save sends (each marked dirty on its own). */
export type Part = 'meta' | 'dec' | ListPart;
export const PARTS: readonly Part[] = ['meta', 'dec', ...LIST_PARTS];

export interface WorkingCopy {
  meta: Meta;
  dec: Dec;
  lists: Lists;
  locs: Loc[];
}

/** An item as read (the server's row, a backup's copy): typed into an entity when it enters the store. */
export type RawItem = { id: number } & Record<string, unknown>;
/** A working copy as read, before its items are typed. */
export interface RawWorkingCopy {
  meta: Meta;
  dec: Dec;
  lists: Record<ListPart, RawItem[]>;
  locs: unknown[];
}

/** Each change remembers the edit sequence number that made it, so a save only clears what it actually sent. */
export interface Changes {
  meta: Record<string, number>;
  dec: Record<string, number>;
  mod: Record<ListPart, Record<string, number>>;
  del: Record<ListPart, Record<string, number>>;
}

export type EstateMode = 'sample' | 'new' | 'real';

const perPart = <T>(make: () => T) =>
  Object.fromEntries(LIST_PARTS.map((p) => [p, make()])) as Record<ListPart, T>;

export const emptyLists = (): Lists => perPart(() => []) as unknown as Lists;

export function emptyChanges(): Changes {
  return { meta: {}, dec: {}, mod: perPart(() => ({})), del: perPart(() => ({})) };
}
