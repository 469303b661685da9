/**
 * A raw save is admitted only if the domain operations would have produced it: its changes are replayed through
 * the same operations the web app runs (every confirmation answered yes, as a client that saves has already
 * decided), so a save is refused with the operation's own message, and the values the engine computes
 * (mileage amounts, a sale's plan, a done distribution's value and basis, check numbers...) come from the engine,
 * never from the client.
 *
 * Order of the replay: estate fields, deletions, changed items, new items, changed transactions, then new
 * transactions in the order they were created (temporary ids count down from -1). Deletions go first because
 * they only free what later changes need; a save's steps cannot be ordered more finely than that, so where the
 * rules depend on order the replay takes the order the client could have used. For the same reason the rule
 * that guards deleting a transaction is checked last, on the save's result (checkDeletions).
 */
import type { ItemPart } from '../api/item-parts.ts';
import type { PartChanges, SaveParts } from '../api/save.ts';
import { ZDecedent, ZEstateMeta } from '../entities/estate.ts';
import type { Facts } from '../entities/working-copy.ts';
import { recompute, rememberDerived } from '../ledger/recompute.ts';
import { MSG_EXPENSE_REPAID_LOCK, MSG_INVALID_FORM } from '../messages.ts';
import { addAsset, editAsset } from '../ops/asset-ops.ts';
import { addContact, editContact } from '../ops/contact-ops.ts';
import { addDebt, editDebt } from '../ops/debt-ops.ts';
import { keepInStep, setDeathDate } from '../ops/estate-ops.ts';
import { addExpense, addLogEntry, editExpense, editLogEntry } from '../ops/expense-ops.ts';
import { addHeir, editHeir } from '../ops/heir-ops.ts';
import { addLoc, editLoc } from '../ops/loc-ops.ts';
import { fail, type OpContext, type OpError, type OpResult } from '../ops/result.ts';
import { createTxact, editTxact, okUnlessOverForgiven } from '../ops/txact-ops.ts';
import { checkTaxYearChoice, taxYearInputOf } from '../taxes/tax-year.ts';
import { changedFields, FACTS_PARTS, type FactsPart } from './diff-facts.ts';

/** Every confirmation answered yes. */
const YES: Readonly<Record<string, boolean>> = new Proxy({}, { get: () => true });

export type Admitted = { kind: 'ok'; facts: Facts } | OpError;

type Row = Record<string, unknown>;
type Step = (f: Facts, row: Row, ctx: OpContext) => OpResult;

// How a new or changed item of each part is replayed (parts the facts do not hold are written as sent).
const ADD: Partial<Record<ItemPart, Step>> = {
  contacts: (f, r) => addContact(f, r),
  heirs: (f, r) => addHeir(f, r as Parameters<typeof addHeir>[1]),
  assets: (f, r) => addAsset(f, r as Parameters<typeof addAsset>[1]),
  debts: (f, r) => addDebt(f, r as Parameters<typeof addDebt>[1]),
  exec_expenses: (f, r) => addExpense(f, r),
  exec_log: (f, r) => addLogEntry(f, r),
  locs: (f, r) => addLoc(f, r),
  txacts: (f, r, ctx) => createTxact(f, r as Parameters<typeof createTxact>[1], ctx),
};
const EDIT: Partial<Record<ItemPart, (f: Facts, id: number, patch: Row, ctx: OpContext) => OpResult>> = {
  contacts: (f, id, p) => editContact(f, id, p),
  heirs: (f, id, p) => editHeir(f, id, p),
  assets: (f, id, p, ctx) => editAsset(f, id, p, ctx),
  debts: (f, id, p) => editDebt(f, id, p),
  exec_expenses: (f, id, p, ctx) => editExpense(f, id, p, ctx),
  exec_log: (f, id, p) => editLogEntry(f, id, p),
  locs: (f, id, p) => editLoc(f, id, p),
  txacts: (f, id, p, ctx) => editTxact(f, id, p, ctx),
};
/** Item parts in replay order (referenced parts first); transactions are replayed last, on their own. */
const ITEM_ORDER = FACTS_PARTS.filter((p): p is Exclude<FactsPart, 'txacts'> => p !== 'txacts');

const pick = (patch: Row | undefined, keys: readonly string[]): Row =>
  Object.fromEntries(Object.entries(patch ?? {}).filter(([k, v]) => keys.includes(k) && v !== undefined));
const META_KEYS = Object.keys(ZEstateMeta.shape);
const DEC_KEYS = Object.keys(ZDecedent.shape);

/** The estate's own fields: the death date by its rule; name and death date kept the same on meta and decedent. */
function admitEstateFields(f: Facts, parts: SaveParts, ctx: OpContext): Admitted {
  const { meta, dec } = keepInStep(
    pick(parts.meta as Row | undefined, META_KEYS),
    pick(parts.dec as Row | undefined, DEC_KEYS),
  );
  let next: Facts = {
    ...f,
    meta: Object.keys(meta).length ? { ...f.meta, ...meta } : f.meta,
    dec: Object.keys(dec).length ? { ...f.dec, ...dec } : f.dec,
  };
  if ('death_date' in meta && meta.death_date !== f.meta.death_date) {
    const r = setDeathDate({ ...next, meta: f.meta }, next.meta.death_date, ctx);
    if (r.kind !== 'ok') return step(r) as OpError;
    next = { ...next, meta: { ...r.facts.meta, ...meta } };
  }
  // The executor's tax year (issue 42), checked against the estate as this save leaves it: a fiscal year, when it or
  // the 645 election (which lets a trust keep one) changes. The calendar year needs no check.
  if (next.meta.tax_year_end && ('tax_year_end' in meta || 'election_645' in meta)) {
    const check = checkTaxYearChoice(taxYearInputOf(next.meta));
    if (!check.ok) return fail('tax_year', check.msg);
  }
  return { kind: 'ok', facts: next };
}

function withoutDeleted(f: Facts, parts: SaveParts): Facts {
  let next = f;
  for (const part of FACTS_PARTS) {
    const del = parts[part]?.del;
    if (!del?.length) continue;
    const gone = new Set(del);
    next = { ...next, [part]: (next[part] as Row[]).filter((x) => !gone.has(x.id as number)) };
  }
  return next;
}

/**
 * deleteTxact's refusal, on the save's result (a client deletes after the changes that free the item, such as
 * less forgiveness): deleting transactions may not leave a debt forgiven beyond what it owes.
 */
function checkDeletions(f: Facts, parts: SaveParts): Admitted {
  const gone = new Set(parts.exec_expenses?.del ?? []);
  // deleteExpense: an expense a remaining reimbursement includes stays until that transaction goes.
  if (gone.size && f.txacts.some((t) => t.exexp_ids.some((id) => gone.has(id))))
    return fail('repaid', MSG_EXPENSE_REPAID_LOCK);
  if (!parts.txacts?.del.length) return { kind: 'ok', facts: f };
  const r = okUnlessOverForgiven(f, {});
  return r.kind === 'error' ? r : { kind: 'ok', facts: f };
}

/**
 * Runs one step. After an item step the derived values are registered, so the next step recomputes
 * incrementally; transaction steps need only the few assets they touch (recomputeFor), so thousands of them
 * replay without deriving the whole estate each time.
 */
function step(r: OpResult, register = true): Admitted {
  if (r.kind === 'ok') {
    if (register) rememberDerived(r.facts, recompute(r.facts));
    return { kind: 'ok', facts: r.facts };
  }
  // With every confirmation answered yes only an error can stop a step.
  return r.kind === 'error' ? r : fail(r.code, MSG_INVALID_FORM);
}

function replayMods(f0: Facts, part: ItemPart, changes: PartChanges | undefined, ctx: OpContext): Admitted {
  let f = f0;
  const edit = EDIT[part];
  if (!edit || !changes?.mod.length) return { kind: 'ok', facts: f };
  const list = f[part as FactsPart] as Row[];
  const byId = new Map(list.map((x) => [x.id as number, x]));
  for (const mod of [...changes.mod].sort((a, b) => a.id - b.id)) {
    const old = byId.get(mod.id);
    if (!old) continue; // the writer refuses a change to an item that does not exist, with its own message
    const patch = changedFields(old, mod as Row);
    if (!patch) continue;
    const r = step(edit(f, mod.id, patch, ctx), part !== 'txacts');
    if (r.kind !== 'ok') return r;
    f = r.facts;
  }
  return { kind: 'ok', facts: f };
}

function replayAdds(f0: Facts, part: ItemPart, changes: PartChanges | undefined, ctx: OpContext): Admitted {
  let f = f0;
  const add = ADD[part];
  if (!add || !changes?.add.length) return { kind: 'ok', facts: f };
  // Temporary ids count down as items are created: -1 first.
  for (const row of [...changes.add].sort((a, b) => b.id - a.id)) {
    const r = step(add(f, row as Row, ctx), part !== 'txacts');
    if (r.kind !== 'ok') return r;
    f = r.facts;
  }
  return { kind: 'ok', facts: f };
}

/** Replays a raw save on the estate as stored (`before`); answers the estate as the operations leave it. */
export function admitSave(before: Facts, parts: SaveParts, today: string): Admitted {
  const ctx: OpContext = { today, answers: YES };
  rememberDerived(before, recompute(before));
  let r = admitEstateFields(before, parts, ctx);
  if (r.kind !== 'ok') return r;
  r = { kind: 'ok', facts: withoutDeleted(r.facts, parts) };
  for (const part of ITEM_ORDER) {
    r = replayMods(r.facts, part, parts[part], ctx);
    if (r.kind !== 'ok') return r;
  }
  for (const part of ITEM_ORDER) {
    r = replayAdds(r.facts, part, parts[part], ctx);
    if (r.kind !== 'ok') return r;
  }
  r = replayMods(r.facts, 'txacts', parts.txacts, ctx);
  if (r.kind !== 'ok') return r;
  r = replayAdds(r.facts, 'txacts', parts.txacts, ctx);
  if (r.kind !== 'ok') return r;
  return checkDeletions(r.facts, parts);
}
