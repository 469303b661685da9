// The fields of an item that hold the id of another item: the one table the web app (remapping temporary ids
// after a save) and the server (mapping temporary ids, checking that references exist) both read.
import type { BankDownload } from '../entities/estate.ts';
import type { Txact } from '../entities/txact.ts';
import type { ItemPart } from './item-parts.ts';

/** Fields of T that hold an id or a list of ids. */
type IdField<T> = {
  [K in keyof T]-?: T[K] extends number | null | readonly number[] ? K : never;
}[keyof T] &
  string;

/**
 * A field holding the id of another item. On a new or changed item the client may fill it with the temporary
 * (negative) id of an item new in the same save; the server stores the real id.
 */
export interface ItemRef<F extends string = string> {
  readonly field: F;
  /** Parts the referenced item may belong to. With two, the transaction category tells which (ITEM_IS_ASSET). */
  readonly to: readonly ItemPart[];
  /** The field holds a list of ids. */
  readonly list?: true;
}

/** Every reference between items, by the part of the item that holds it; parts not named hold none. */
export const ITEM_REFS = {
  txacts: [
    { field: 'asset', to: ['assets'] },
    { field: 'item', to: ['assets', 'debts'] },
    { field: 'heir_id', to: ['heirs'] },
    { field: 'exexp_ids', to: ['exec_expenses'], list: true },
  ],
  bank_downloads: [
    { field: 'asset_id', to: ['assets'] },
    { field: 'item', to: ['assets', 'debts'] },
    { field: 'matches', to: ['txacts'], list: true },
  ],
} as const satisfies {
  txacts: readonly ItemRef<IdField<Txact>>[];
  bank_downloads: readonly ItemRef<IdField<BankDownload>>[];
};

const NO_REFS: readonly ItemRef[] = [];

/** The reference fields of one part's items. */
export const itemRefsOf = (part: ItemPart): readonly ItemRef[] =>
  (ITEM_REFS as Partial<Record<ItemPart, readonly ItemRef[]>>)[part] ?? NO_REFS;

/**
 * The item with each id its references hold passed through `map` (null and absent references stay as they
 * are). Answers the same object when no id changes, a copy otherwise.
 */
export function mapItemRefs<T extends object>(
  part: ItemPart,
  item: T,
  map: (id: number, field: string) => number,
): T {
  let out: Record<string, unknown> | null = null;
  const row = item as Record<string, unknown>;
  for (const r of itemRefsOf(part)) {
    const v = row[r.field];
    let next: unknown = v;
    if (r.list && Array.isArray(v)) {
      const ids = v.map((x) => (typeof x === 'number' ? map(x, r.field) : x));
      if (ids.some((x, i) => x !== v[i])) next = ids;
    } else if (typeof v === 'number') {
      next = map(v, r.field);
    }
    if (next !== v) {
      out ??= { ...row };
      out[r.field] = next;
    }
  }
  return (out ?? item) as T;
}
