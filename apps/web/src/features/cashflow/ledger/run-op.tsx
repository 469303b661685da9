// Runs an engine operation the way the UI needs it: a confirmation point opens a dialog and the operation is rerun
// with the answer; an error is shown; success writes the new Facts into the working copy (saved by the shell).
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type Facts, type OpContext, type OpOk, type OpResult, todayIso } from '@probity/domain';
import { applyFacts } from './apply';
import { currentFacts } from './facts';

export function confirmDialog(
  msg: string,
  testId = 'confirm-dialog',
  labels = { confirm: 'Yes', cancel: 'No' },
): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Please confirm',
      children: (
        <Text size="sm" data-testid={testId}>
          {msg}
        </Text>
      ),
      labels,
      confirmProps: { 'data-testid': `${testId}-yes` } as Record<string, string>,
      cancelProps: { 'data-testid': `${testId}-no` } as Record<string, string>,
      closeOnClickOutside: false,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

export function showError(msg: string): void {
  notifications.show({ message: msg, color: 'red', withBorder: true, autoClose: 6000 });
}

export interface RunOptions {
  /** Show errors here instead of a notification (a dialog's own message line). */
  onError?: (msg: string) => void;
  /** Do not write to the store (the caller applies the facts itself). */
  dryRun?: boolean;
}

/** Asks every confirmation the operation raises; answers accumulate until it succeeds, fails or is declined. */
export async function runOp(
  op: (f: Facts, ctx: OpContext) => OpResult,
  opts: RunOptions = {},
): Promise<OpOk | null> {
  const answers: Record<string, boolean> = {};
  for (let i = 0; i < 8; i++) {
    const t0 = performance.now();
    const r = op(currentFacts(), { today: todayIso(), answers });
    performance.measure('ledger:op', { start: t0 });
    if (r.kind === 'ok') {
      const t1 = performance.now();
      if (!opts.dryRun) applyFacts(r.facts);
      performance.measure('ledger:apply', { start: t1 });
      for (const w of r.warnings) notifications.show({ message: w, color: 'yellow', withBorder: true });
      return r;
    }
    if (r.kind === 'error') {
      (opts.onError ?? showError)(r.msg);
      return null;
    }
    if (r.kind === 'cancelled') return null;
    answers[r.code] = await confirmDialog(r.msg, `confirm-${r.code}`);
  }
  return null;
}

/** Several operations as one edit: each runs on the result of the previous; the first refusal stops them all. */
export async function runChain(
  steps: ((f: Facts, ctx: OpContext) => OpResult)[],
  opts: RunOptions = {},
): Promise<Facts | null> {
  let facts = currentFacts();
  for (const step of steps) {
    const answers: Record<string, boolean> = {};
    let r = step(facts, { today: todayIso(), answers });
    while (r.kind === 'confirm') {
      answers[r.code] = await confirmDialog(r.msg, `confirm-${r.code}`);
      r = step(facts, { today: todayIso(), answers });
    }
    if (r.kind === 'error') {
      (opts.onError ?? showError)(r.msg);
      return null;
    }
    if (r.kind === 'cancelled') return null;
    facts = r.facts;
  }
  if (!opts.dryRun) applyFacts(facts);
  return facts;
}
