// Accepting downloaded rows into the ledger (docs/api.md, Bank import): New creates a transaction carrying the row's id,
// a match merges the row into the transaction (it takes the row's id and the bank's day; a plan so executes), Exists books
// nothing. Each decision goes through the ordinary transaction operations, so every ledger rule holds.

import { TRIAL_IMPORT_LIMIT } from '../constants.ts';
import type { Facts } from '../entities/working-copy.ts';
import { CAT, kindOfCat, TXACT_KIND } from '../enums.ts';
import * as M from '../messages.ts';
import { fail, type OpContext, type OpResult, ok } from '../ops/result.ts';
import { createTxact, editTxact } from '../ops/txact-ops.ts';
import { rememberPayees } from './propose-category.ts';
import type { StatementRow } from './statement.ts';

/** new: book it; merge: into a transaction entered by hand; same: already booked; skip: not booked (a trade leg). */
export type ImportDecision =
  | { kind: 'new'; row: StatementRow; cat?: number; item?: number | null }
  | { kind: 'merge'; row: StatementRow; txact: number }
  | { kind: 'same'; row: StatementRow }
  | { kind: 'skip'; row: StatementRow };

/**
 * A brokerage's buy or sell, stored with the proposed kind Adjustment: inside the account it only moves money
 * between the cash and the securities, so the account's total is unchanged; what the holdings are worth is
 * recorded through the statement's New Value. Such a row is shown but not booked unless the user books it.
 */
export const isTradeLeg = (d: { i_type: number | null }): boolean => d.i_type === TXACT_KIND.adjust;
export const MSG_TRADE_SKIPPED =
  "Not booked: a trade inside this account. Its value is recorded through the account's New Value.";

/** The category a new row gets unless the user picks one. */
export const defaultImportCat = (val: number): number => (val >= 0 ? CAT.otherDeposit : CAT.otherWithdrawal);

function applyOne(f: Facts, assetId: number, d: ImportDecision, ctx: OpContext): OpResult {
  const { row } = d;
  if (d.kind === 'same' || d.kind === 'skip' || row.val === 0) return ok(f);
  if (f.txacts.some((t) => t.d_id === row.id)) return fail('import_twice', M.MSG_IMPORT_CONFLICTS);
  if (d.kind === 'merge') {
    const t = f.txacts.find((x) => x.id === d.txact);
    if (!t || t.d_id) return fail('import_conflict', M.MSG_IMPORT_CONFLICTS);
    // The bank's posting day replaces the day entered by hand, so the statement and the ledger reconcile.
    return editTxact(f, t.id, { d_id: row.id, date: row.date }, ctx);
  }
  const cat = d.cat ?? defaultImportCat(row.val);
  const kind = kindOfCat(cat);
  if (kind !== (row.val > 0 ? TXACT_KIND.credit : TXACT_KIND.debit))
    return fail('import_direction', M.MSG_IMPORT_DIRECTION);
  return createTxact(
    f,
    {
      asset: assetId,
      cat,
      item: d.item ?? null,
      date: row.date,
      val: Math.abs(row.val),
      name: row.name,
      d_id: row.id,
    },
    ctx,
  );
}

/**
 * Applies the decisions in order. One refused decision leaves the others standing: the result then warns with
 * the fixed conflict message (MSG_IMPORT_CONFLICTS) and `rejected` names the rows that were not accepted.
 */
export function acceptImports(
  f: Facts,
  assetId: number,
  decisions: readonly ImportDecision[],
  ctx: OpContext,
): OpResult & { rejected?: string[] } {
  if (!f.assets.some((a) => a.id === assetId)) return fail('asset_missing', M.MSG_LINKED_ASSET_GONE);
  let facts = f;
  const rejected: string[] = [];
  for (const d of decisions) {
    const r = applyOne(facts, assetId, d, { ...ctx, answers: { ...ctx.answers, over_available: true } });
    if (r.kind === 'ok') facts = r.facts;
    else rejected.push(d.row.id);
  }
  const warnings = rejected.length ? [M.MSG_IMPORT_CONFLICTS] : [];
  return { ...ok(rememberBooked(facts, decisions, rejected), { warnings }), rejected };
}

/** The estate remembers the category each booked payee got (config.payees), for its next import. */
function rememberBooked(f: Facts, decisions: readonly ImportDecision[], rejected: string[]): Facts {
  const booked = decisions.flatMap((d) =>
    d.kind === 'new' && !rejected.includes(d.row.id)
      ? [{ name: d.row.name, val: d.row.val, cat: d.cat ?? defaultImportCat(d.row.val) }]
      : [],
  );
  const before = f.meta.config.payees ?? {};
  const payees = rememberPayees(before, booked);
  return payees === before ? f : { ...f, meta: { ...f.meta, config: { ...f.meta.config, payees } } };
}

/** The trial's import limit (TRIAL_IMPORT_LIMIT, docs/api.md): a refusal when an unlicensed estate holds more imported rows. */
export function importLimitProblem(f: Facts, licensed: boolean): string | null {
  if (licensed) return null;
  let n = 0;
  for (const t of f.txacts) if (t.d_id) n++;
  return n > TRIAL_IMPORT_LIMIT ? M.MSG_TRIAL_IMPORT_LIMIT : null;
}
