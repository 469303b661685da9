// What the import proposes for each downloaded row (companion §3, §4.2): in the spec's order Exists, Exists?,
// Matched, Matched?, Choose?, New. The rules never let one transaction answer for two rows, so a statement read
// again, or the same period read from another source, books nothing twice.

import { daysBetween } from '../dates.ts';
import type { Facts } from '../entities/working-copy.ts';
import { TXACT_KIND } from '../enums.ts';
import type { Derived } from '../ledger/types.ts';
import { payeeKey, type StatementRow, sourceOf } from './statement.ts';

export type ImportAction = 'exists' | 'exists?' | 'matched' | 'matched?' | 'choose?' | 'new';
export const IMPORT_ACTIONS: readonly ImportAction[] = [
  'exists',
  'exists?',
  'matched',
  'matched?',
  'choose?',
  'new',
];
export const IMPORT_ACTION_LABEL: Record<ImportAction, string> = {
  exists: 'Exists',
  'exists?': 'Exists?',
  matched: 'Matched',
  'matched?': 'Matched?',
  'choose?': 'Choose?',
  new: 'New',
};

/** How far apart a bank's posting day and the day entered by hand may be for a match. */
export const MATCH_DAYS = 4;

export interface Proposal {
  row: StatementRow;
  action: ImportAction;
  /** The transaction(s) it would merge with (one for exists, exists?, matched, matched?; several for choose?). */
  matches: number[];
  /** Exists? on a row of another source in the same download that will be booked instead of this one. */
  sameAs?: string;
}

interface Candidate {
  id: number;
  date: string | null;
  delta: number;
  d_id: string | null;
  key: string;
}

/** The transactions that move the asset, each with its signed change to it (transfers count on either side). */
function candidatesOf(f: Facts, d: Derived, assetId: number): Candidate[] {
  const out: Candidate[] = [];
  for (const t of f.txacts) {
    const x = d.txacts.get(t.id);
    if (!x) continue;
    // A plan moves nothing yet: its change is what it would move when executed.
    const planned = t.i_type === TXACT_KIND.credit ? x.val : t.i_type === TXACT_KIND.debit ? -x.val : null;
    const onAsset = t.date === null ? planned : x.delta;
    const onItem = t.date === null ? (planned === null ? null : -planned) : x.delta_item;
    const delta = t.asset === assetId ? onAsset : t.item === assetId ? onItem : null;
    if (delta === null || delta === undefined) continue;
    out.push({ id: t.id, date: t.date, delta, d_id: t.d_id, key: payeeKey(t.name) });
  }
  return out;
}

/** Two payees look alike when one holds the other or they share a word of four letters or more. */
export function similarPayee(a: string, b: string): boolean {
  if (!a || !b) return false;
  if (a.includes(b) || b.includes(a)) return true;
  const words = new Set(a.split(' ').filter((w) => w.length >= 4));
  return b.split(' ').some((w) => words.has(w));
}

const near = (a: string, b: string | null) => b !== null && Math.abs(daysBetween(a, b)) <= MATCH_DAYS;

/**
 * Proposes an action for each row of one asset's downloads (of one source or several). Rows are taken by day, and
 * each pass pairs them with transactions: exact ids first, then a transaction another source booked with the same
 * amount and day, then one unimported transaction of that amount on that day, then one near in day with a like
 * payee, or a plan of that amount; several equally good candidates ask the user to choose. A transaction answers
 * for at most one row of each source, and rows of two sources that are the same booking pair with each other
 * (the later one is Exists?), so accepting everything never books a real transaction twice.
 */
export function proposeImports(
  f: Facts,
  d: Derived,
  assetId: number,
  rows: readonly StatementRow[],
): Proposal[] {
  const all = candidatesOf(f, d, assetId);
  // Which sources each transaction already answers for.
  const sources = new Map<number, Set<string>>();
  const sourcesOf = (id: number) =>
    sources.get(id) ?? sources.set(id, new Set()).get(id) ?? new Set<string>();
  for (const c of all) if (c.d_id) sourcesOf(c.id).add(sourceOf(c.d_id));
  const byId = new Map<string, number>();
  for (const c of f.txacts) if (c.d_id) byId.set(c.d_id, c.id);
  const order = rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => a.row.date.localeCompare(b.row.date) || a.row.id.localeCompare(b.row.id));
  const out: (Proposal | undefined)[] = new Array(rows.length);

  const settle = (i: number, row: StatementRow, action: ImportAction, matches: number[]) => {
    out[i] = { row, action, matches };
    if (action !== 'choose?') for (const m of matches) sourcesOf(m).add(sourceOf(row.id));
  };
  const free = (c: Candidate, row: StatementRow) =>
    c.delta === row.val && !(sources.get(c.id)?.has(sourceOf(row.id)) ?? false);

  for (const { row, i } of order) {
    const id = byId.get(row.id);
    if (id !== undefined) settle(i, row, 'exists', [id]);
  }
  const passes: { action: ImportAction; find: (c: Candidate, row: StatementRow) => boolean }[] = [
    // Sources of one bank agree on the posting day; a near day could be another real transaction.
    { action: 'exists?', find: (c, row) => c.d_id !== null && c.date === row.date },
    {
      action: 'matched',
      find: (c, row) => c.d_id === null && !sources.get(c.id)?.size && c.date === row.date,
    },
    {
      action: 'matched?',
      find: (c, row) =>
        c.d_id === null &&
        !sources.get(c.id)?.size &&
        (c.date === null || (near(row.date, c.date) && similarPayee(c.key, payeeKey(row.name)))),
    },
  ];
  for (const pass of passes) {
    for (const { row, i } of order) {
      if (out[i]) continue;
      const found = all.filter((c) => free(c, row) && pass.find(c, row));
      const first = found[0];
      if (!first) continue;
      if (found.length === 1 || pass.action === 'exists?') settle(i, row, pass.action, [first.id]);
      else
        settle(
          i,
          row,
          'choose?',
          found.map((c) => c.id),
        );
    }
  }
  // What is left is new, unless it is a booking another source's row of this download already answers for.
  const pool = new Map<string, { sources: Set<string>; txact?: number; row?: string }[]>();
  const poolAt = (row: StatementRow) => {
    const key = `${row.date}|${row.val}`;
    return pool.get(key) ?? pool.set(key, []).get(key) ?? [];
  };
  const paired = new Set<number>();
  for (const p of out) {
    const t = p?.matches[0];
    if (!p || p.action === 'choose?' || t === undefined || paired.has(t)) continue;
    paired.add(t);
    poolAt(p.row).push({ sources: sourcesOf(t), txact: t });
  }
  for (const { row, i } of order) {
    if (out[i]) continue;
    const same = poolAt(row);
    const src = sourceOf(row.id);
    const twin = same.find((b) => !b.sources.has(src));
    if (!twin) {
      same.push({ sources: new Set([src]), row: row.id });
      out[i] = { row, action: 'new', matches: [] };
      continue;
    }
    twin.sources.add(src);
    out[i] =
      twin.txact === undefined
        ? { row, action: 'exists?', matches: [], sameAs: twin.row }
        : { row, action: 'exists?', matches: [twin.txact] };
  }
  return order.map(({ row, i }) => out[i] ?? { row, action: 'new', matches: [] });
}
