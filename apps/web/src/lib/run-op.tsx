// Runs an engine operation on the open estate: confirmations are asked in a dialog and the operation rerun with
// the answer; refusals come back as the engine's message; accepted changes go into the working copy.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type Facts, type OpContext, type OpResult, todayIso } from '@probity/domain';
import { useEstateStore } from '../features/save';
import { applyFacts, factsOf } from './working-facts';

export type OpOutcome =
  | { kind: 'ok'; id?: number; warnings: string[]; events: string[] }
  | { kind: 'error'; msg: string }
  | { kind: 'cancelled' };

export function confirmDialog(msg: string, title = 'Please confirm'): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{msg}</Text>,
      labels: { confirm: 'Yes', cancel: 'No' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** Confirmations answered before running (a delete already confirmed by the grid, for example). */
export async function runOp(
  op: (f: Facts, ctx: OpContext) => OpResult,
  answers: Record<string, boolean> = {},
): Promise<OpOutcome> {
  const given = { ...answers };
  for (let round = 0; round < 8; round++) {
    const before = factsOf(useEstateStore.getState().work);
    const r = op(before, { today: todayIso(), answers: given });
    if (r.kind === 'error') return { kind: 'error', msg: r.msg };
    if (r.kind === 'cancelled') return { kind: 'cancelled' };
    if (r.kind === 'confirm') {
      given[r.code] = await confirmDialog(r.msg);
      continue;
    }
    applyFacts(before, r.facts);
    return { kind: 'ok', id: r.id, warnings: r.warnings, events: r.events };
  }
  return { kind: 'cancelled' };
}

/** Synchronous variant for grid cell edits: no confirmation can be asked, so one is reported as refused. */
export function runOpNow(
  op: (f: Facts, ctx: OpContext) => OpResult,
): OpOutcome | { kind: 'confirm'; code: string; msg: string } {
  const before = factsOf(useEstateStore.getState().work);
  const r = op(before, { today: todayIso() });
  if (r.kind === 'error') return { kind: 'error', msg: r.msg };
  if (r.kind === 'cancelled') return { kind: 'cancelled' };
  if (r.kind === 'confirm') return r;
  applyFacts(before, r.facts);
  return { kind: 'ok', id: r.id, warnings: r.warnings, events: r.events };
}
