// Items become the engine's entities when they enter the store (a load, a backup restored, ids remapped after a
// save). The server sends every column, so filling in missing defaults is enough: a zod parse of each item of a
// maximum estate (thousands) would cost a visible pause on opening. An item already typed is never looked at again.
import {
  type Loc,
  ZAsset,
  ZBankDownload,
  ZContact,
  ZDebt,
  ZExecExpense,
  ZExecLog,
  ZHeir,
  ZLoc,
  ZTxact,
} from '@probity/domain';
import {
  LIST_PARTS,
  type ListPart,
  type Lists,
  type RawItem,
  type RawWorkingCopy,
  type WorkingCopy,
} from './working-copy';

type Schema = { parse: (x: unknown) => unknown };
const SCHEMAS: Record<ListPart | 'locs', Schema> = {
  exec_log: ZExecLog,
  exec_expenses: ZExecExpense,
  assets: ZAsset,
  debts: ZDebt,
  txacts: ZTxact,
  contacts: ZContact,
  heirs: ZHeir,
  bank_downloads: ZBankDownload,
  locs: ZLoc,
};
// The fields a schema requires without a default: given here so the schema yields the others' defaults.
const PROBES: Partial<Record<ListPart | 'locs', Record<string, unknown>>> = {
  txacts: { asset: 1, cat: 0, i_type: 0 },
  bank_downloads: { asset_id: 1, transaction_id: '', date: null, val: 0 },
  locs: { name: '' },
};

const defaultsCache = new Map<string, Record<string, unknown>>();
function defaultsOf(part: ListPart | 'locs'): Record<string, unknown> {
  let d = defaultsCache.get(part);
  if (!d) {
    const probe = PROBES[part] ?? {};
    const parsed = SCHEMAS[part].parse({ id: 1, ...probe }) as Record<string, unknown>;
    d = Object.fromEntries(Object.entries(parsed).filter(([k]) => k !== 'id' && !(k in probe)));
    defaultsCache.set(part, d);
  }
  return d;
}

/** Works out every part's defaults ahead of need (see `primeEngineBridge`). */
export function primeDefaults(): void {
  for (const part of Object.keys(SCHEMAS) as (ListPart | 'locs')[]) defaultsOf(part);
}

const typed = new WeakSet<object>();

/** The item with every field its entity has (the same object when it has them all). */
function typedItem(part: ListPart | 'locs', item: RawItem): RawItem {
  if (typed.has(item)) return item;
  const defaults = defaultsOf(part);
  let t = item;
  for (const k in defaults) {
    if (item[k] === undefined) {
      if (t === item) t = { ...item };
      t[k] = defaults[k];
    }
  }
  typed.add(t);
  return t;
}

/** A list of entities; the same list when every item already was one (the engine compares lists by identity). */
function typedList(part: ListPart | 'locs', list: readonly RawItem[]): RawItem[] {
  let out: RawItem[] | null = null;
  list.forEach((item, i) => {
    const t = typedItem(part, item);
    if (t !== item) {
      out ??= list.slice();
      out[i] = t;
    }
  });
  return out ?? (list as RawItem[]);
}

/** An entity the engine made is complete: the store takes it as it is. */
export const markTyped = (item: object): void => void typed.add(item);

/** The copy with entities in every list: the same copy (and lists) where they all were already. */
export function typedCopy(work: RawWorkingCopy | WorkingCopy): WorkingCopy {
  const lists = {} as Record<ListPart, RawItem[]>;
  let same = true;
  for (const p of LIST_PARTS) {
    lists[p] = typedList(p, work.lists[p] as RawItem[]);
    same &&= lists[p] === work.lists[p];
  }
  const locs = typedList('locs', work.locs as RawItem[]);
  if (same && locs === work.locs) return work as WorkingCopy;
  return { meta: work.meta, dec: work.dec, lists: lists as unknown as Lists, locs: locs as unknown as Loc[] };
}
