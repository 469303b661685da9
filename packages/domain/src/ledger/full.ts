/**
 * Working copy with derived values merged in (what GET /api/estate/{id}/full returns and what grids show),
 * and the server's save check: parse base facts (dropping any derived field a client sent), recompute,
 * and list the invariants the result breaks.
 */
import type { AssetFull } from '../entities/asset.ts';
import type { DebtFull } from '../entities/debt.ts';
import type { EstateMeta, EstateMetaDerived } from '../entities/estate.ts';
import type { HeirFull } from '../entities/heir.ts';
import type { ExecExpense } from '../entities/people.ts';
import type { Txact, TxactDerived } from '../entities/txact.ts';
import { type Facts, type WorkingCopy, ZWorkingCopy } from '../entities/working-copy.ts';
import { checkInvariants, type Violation } from '../validate/invariants.ts';
import { recompute } from './recompute.ts';
import type { Derived } from './types.ts';

export interface WorkingCopyFull
  extends Omit<WorkingCopy, 'meta' | 'assets' | 'debts' | 'heirs' | 'txacts' | 'exec_expenses'> {
  meta: EstateMeta & EstateMetaDerived;
  assets: AssetFull[];
  debts: DebtFull[];
  heirs: HeirFull[];
  txacts: (Txact & TxactDerived)[];
  exec_expenses: (ExecExpense & { paid: number | null })[];
}

export function withDerived(f: Facts, d: Derived = recompute(f)): WorkingCopyFull {
  const need = <T>(m: Map<number, T>, id: number): T => {
    const x = m.get(id);
    if (x === undefined) throw new Error(`derived values missing for ${id}`);
    return x;
  };
  return {
    ...f,
    meta: { ...f.meta, ...d.meta },
    assets: f.assets.map((a) => ({ ...a, ...need(d.assets, a.id) })),
    debts: f.debts.map((x) => ({ ...x, ...need(d.debts, x.id) })),
    heirs: f.heirs.map((h) => ({ ...h, ...need(d.heirs, h.id) })),
    txacts: f.txacts.map((t) => ({ ...t, ...need(d.txacts, t.id) })),
    exec_expenses: f.exec_expenses.map((e) => ({ ...e, paid: d.expensePaid.get(e.id) ?? null })),
  };
}

export type SaveCheck = { ok: true; facts: Facts; derived: Derived } | { ok: false; violations: Violation[] };

/** What the server runs on every save, on the whole estate as it would be after the save. */
export function checkSave(input: unknown): SaveCheck {
  const parsed = ZWorkingCopy.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') : '';
    return {
      ok: false,
      violations: [
        { kind: 'estate', id: '', code: 'shape', msg: `estate ${where}: ${issue?.message ?? 'invalid'}` },
      ],
    };
  }
  const derived = recompute(parsed.data);
  const violations = checkInvariants(parsed.data, derived);
  return violations.length ? { ok: false, violations } : { ok: true, facts: parsed.data, derived };
}
