import {
  type Derived,
  diffEstateFields,
  diffItems,
  type Facts,
  ITEM_IS_DEBT,
  type Op,
  type OpsConfirm,
  type OpsResult,
  runOps,
  type SaveParts,
  TASK_STATE_KEYS,
  taskStateFields,
  todayIso,
  ZAssetDerived,
  ZDebtDerived,
  ZHeirDerived,
  ZTxactDerived,
} from '@probity/domain';
import type { IdMap } from '../estate/index.ts';
import { commitSave, estateTaskState, openForWrite, readFacts, type WriteTarget } from '../estate/index.ts';
import { badRequest } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';

export interface OpsInput extends WriteTarget {
  userId: string;
  ops: Op[];
  answers?: Record<string, boolean>;
}

type Row = Record<string, unknown>;
const DERIVED = {
  assets: Object.keys(ZAssetDerived.shape),
  debts: Object.keys(ZDebtDerived.shape),
  heirs: Object.keys(ZHeirDerived.shape),
  txacts: Object.keys(ZTxactDerived.shape),
} as const;

/** Ids of the items the ops added or changed, with the assets, debts and heirs their transactions move. */
function touchedIds(parts: SaveParts, facts: Facts): Record<keyof typeof DERIVED, Set<number>> {
  const ids = {
    assets: new Set<number>(),
    debts: new Set<number>(),
    heirs: new Set<number>(),
    txacts: new Set<number>(),
  };
  for (const part of Object.keys(DERIVED) as (keyof typeof DERIVED)[]) {
    for (const x of [...(parts[part]?.add ?? []), ...(parts[part]?.mod ?? [])]) ids[part].add(x.id);
  }
  for (const t of facts.txacts) {
    if (!ids.txacts.has(t.id)) continue;
    ids.assets.add(t.asset);
    if (t.item !== null) (ITEM_IS_DEBT.has(t.cat) ? ids.debts : ids.assets).add(t.item);
    if (t.heir_id !== null) ids.heirs.add(t.heir_id);
  }
  return ids;
}

/** The engine's values of every item the ops touched, by real id. */
function touchedDerived(parts: SaveParts, facts: Facts, d: Derived | null, map: IdMap): OpsResult['derived'] {
  const out: OpsResult['derived'] = { assets: {}, debts: {}, heirs: {}, txacts: {} };
  if (!d) return out;
  const ids = touchedIds(parts, facts);
  for (const part of Object.keys(DERIVED) as (keyof typeof DERIVED)[]) {
    for (const id of ids[part]) {
      const v = d[part].get(id) as Row | undefined;
      if (!v) continue;
      const real = id < 0 ? (map.get(id) ?? id) : id;
      out[part][String(real)] = Object.fromEntries(DERIVED[part].map((k) => [k, v[k] ?? null]));
    }
  }
  return out;
}

/**
 * POST /ops: loads the estate, runs the ops in order with the engine the web app runs, and stores the result
 * through the same commit as every save; or stores nothing and answers the error or the question.
 */
export async function saveOps(
  ctx: Pick<AppContext, 'db' | 'enforceTrial'>,
  input: OpsInput,
): Promise<OpsResult | OpsConfirm> {
  return ctx.db.transaction(async (tx) => {
    const estate = await openForWrite(tx, input);
    const before = (await readFacts(tx, estate.id)).facts;
    const tasks = estateTaskState(estate);
    const today = todayIso();
    const r = runOps(before, tasks, input.ops, { today, answers: input.answers });
    if (r.kind === 'error') throw badRequest(r.msg);
    if (r.kind !== 'ok') return { success: false, code: r.kind, msg: r.msg, answer: r.code, op: r.op };
    const fields = diffEstateFields(before, r.facts);
    const taskChange = TASK_STATE_KEYS.some((k) => r.tasks[k] !== tasks[k]);
    const meta = taskChange ? { ...fields.meta, ...taskStateFields(r.tasks) } : fields.meta;
    const parts = { ...fields, ...(meta ? { meta } : {}), ...diffItems(before, r.facts) } as SaveParts;
    // The ops ran on the stored facts under their own rules: the commit checks the ledger and the limits.
    const change = { parts, facts: r.facts };
    const saved = await commitSave(
      tx,
      estate,
      change,
      {
        userId: input.userId,
        action: 'ops',
        force: input.force,
        stale_from: input.revision,
        bump: true,
      },
      ctx,
    );
    return {
      revision: saved.revision,
      ids: saved.ids,
      warnings: r.warnings,
      events: r.events,
      derived: touchedDerived(change.parts, r.facts, saved.derived, saved.map),
    };
  });
}
