import { type Exec, updateEstate } from '@probity/db';
import { checkInvariants, type Facts, recompute, type SaveParts, ZWorkingCopy } from '@probity/domain';
import { badRequest } from '../http/http-error.ts';
import { factsInput, readFull } from './load-estate.ts';

/** Parts whose changes can move a figure of the ledger; the others (contacts, log, labels) cannot break it. */
const LEDGER_PARTS = ['assets', 'debts', 'heirs', 'txacts', 'exec_expenses'] as const;
const LEDGER_META = [
  'death_date',
  'trust',
  'country_code',
  'state',
  'gval_estimate',
  'gval_use_actual',
] as const;

export function touchesLedger(parts: SaveParts): boolean {
  if (LEDGER_PARTS.some((p) => parts[p] !== undefined)) return true;
  const meta = parts.meta as Record<string, unknown> | undefined;
  const dec = parts.dec as Record<string, unknown> | undefined;
  return LEDGER_META.some((k) => meta?.[k] !== undefined) || dec?.death_date !== undefined;
}

/**
 * Runs the engine on the estate as this save leaves it (inside the save's transaction): a result that breaks an
 * invariant is refused with 400 naming the items, so nothing of the save is kept. The estate-level totals the
 * engine derives are stored with the save, for lists and reports that do not load every transaction.
 */
export async function verifyLedger(tx: Exec, estateId: string): Promise<void> {
  const full = await readFull(tx, estateId, 'owner');
  if (!full) return;
  const parsed = ZWorkingCopy.safeParse(factsInput(full));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`This save was refused: ${issue.path.join('.')} ${issue.message}`);
  }
  const facts: Facts = parsed.data;
  const derived = recompute(facts);
  const violations = checkInvariants(facts, derived);
  if (violations.length > 0) {
    const shown = violations.slice(0, 3).map((v) => v.msg);
    const more = violations.length > 3 ? ` (and ${violations.length - 3} more)` : '';
    throw badRequest(
      `This save was refused because it would leave the ledger inconsistent: ${shown.join('; ')}${more}`,
    );
  }
  const m = derived.meta;
  await updateEstate(tx, estateId, {
    debt: m.debt,
    debt_death: m.debt_death,
    refunds: m.refunds,
    land: m.land,
    spouse: m.spouse,
    gval_death: m.gval_death,
    unpaid_expenses: m.unpaid_expenses,
  });
}
