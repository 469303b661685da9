// What the import proposes for each downloaded row (docs/api.md, Bank import), in this order: Exists, Exists?,
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
 * Proposes an action for each row of one asset's downloads (of one source or several). Each source is taken in
 * turn, as if accepted before the next, and its rows by day; each pass pairs rows with transactions, each
 * transaction answering for one row of the source: exact ids first, then a transaction of another source with
 * the same amount and day, then one unimported transaction of that amount on that day, then one near in day with
 * a like payee, or a plan of that amount; several equally good candidates ask the user to choose. What a source
 * will book counts as booked for the sources after it, so accepting everything never books a payment twice.
 */
export function proposeImports(
  f: Facts,
  d: Derived,
  assetId: number,
  rows: readonly StatementRow[],
): Proposal[] {
  type Cand = Candidate & { sameAs?: string };
  // Candidates by amount (every pass pairs equal amounts) and by id: a 10,000-row statement stays linear.
  const byVal = new Map<number, Cand[]>();
  const candById = new Map<number, Cand>();
  const addCand = (c: Cand) => {
    candById.set(c.id, c);
    const list = byVal.get(c.delta);
    if (list) list.push(c);
    else byVal.set(c.delta, [c]);
  };
  for (const c of candidatesOf(f, d, assetId)) addCand(c);
  const byId = new Map<string, number>();
  for (const c of f.txacts) if (c.d_id) byId.set(c.d_id, c.id);
  const order = rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => a.row.date.localeCompare(b.row.date) || a.row.id.localeCompare(b.row.id));
  const out: (Proposal | undefined)[] = new Array(rows.length);
  const sources = [...new Set(order.map(({ row }) => sourceOf(row.id)))];
  // Bookings to come get ids no transaction has (temporary ids are small negatives).
  let virtual = -1e12;

  for (const src of sources) {
    const mine = order.filter(({ row }) => sourceOf(row.id) === src);
    const claimed = new Set<number>();
    const settle = (i: number, row: StatementRow, action: ImportAction, found: Candidate[]) => {
      const twin = found.length === 1 ? candById.get(found[0]?.id ?? 0)?.sameAs : undefined;
      out[i] = twin
        ? { row, action, matches: [], sameAs: twin }
        : { row, action, matches: found.map((c) => c.id) };
      if (action !== 'choose?') for (const c of found) claimed.add(c.id);
    };
    for (const { row, i } of mine) {
      const id = byId.get(row.id);
      const c = id === undefined ? undefined : candById.get(id);
      if (id !== undefined)
        settle(i, row, 'exists', c ? [c] : [{ id, date: row.date, delta: row.val, d_id: row.id, key: '' }]);
    }
    const passes: { action: ImportAction; find: (c: Candidate, row: StatementRow) => boolean }[] = [
      // Sources of one bank agree on the posting day; a near day could be another real transaction.
      {
        action: 'exists?',
        find: (c, row) => c.d_id !== null && sourceOf(c.d_id) !== src && c.date === row.date,
      },
      { action: 'matched', find: (c, row) => c.d_id === null && c.date === row.date },
      {
        action: 'matched?',
        find: (c, row) =>
          c.d_id === null &&
          (c.date === null || (near(row.date, c.date) && similarPayee(c.key, payeeKey(row.name)))),
      },
    ];
    for (const pass of passes) {
      for (const { row, i } of mine) {
        if (out[i]) continue;
        const found = (byVal.get(row.val) ?? []).filter((c) => !claimed.has(c.id) && pass.find(c, row));
        if (found.length === 0) continue;
        // Rows of another source alike in amount and day are interchangeable: take the first.
        if (found.length === 1 || pass.action === 'exists?') settle(i, row, pass.action, found.slice(0, 1));
        else settle(i, row, 'choose?', found);
      }
    }
    // What this source will book is booked for the sources after it.
    for (const { row, i } of mine) {
      const p = out[i] ?? { row, action: 'new' as const, matches: [] };
      out[i] = p;
      const key = payeeKey(row.name);
      const c = p.matches[0] === undefined ? undefined : candById.get(p.matches[0]);
      if ((p.action === 'matched' || p.action === 'matched?') && c)
        Object.assign(c, { d_id: row.id, date: row.date });
      if (p.action === 'new' || p.action === 'choose?')
        addCand({ id: --virtual, date: row.date, delta: row.val, d_id: row.id, key, sameAs: row.id });
    }
  }
  return order.map(({ row, i }) => out[i] ?? { row, action: 'new', matches: [] });
}
