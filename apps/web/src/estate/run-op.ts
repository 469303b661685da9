// The one bridge from the UI to the engine's operations: each runs on the open estate's Facts; a question is asked
// in the confirmation dialog and the operation rerun with the answer; a refusal comes back as the engine's
// message; what it changed goes into the working copy as one edit (saved by the shell).
import { notifications } from '@mantine/notifications';
import {
  type Facts,
  type OpConfirm,
  type OpContext,
  type OpOk,
  type OpResult,
  todayIso,
} from '@probity/domain';
import { type ConfirmOptions, confirmDialog } from '../components/confirm-dialog';
import { applyFacts } from './apply-facts';
import { currentFacts } from './facts';

export type OpFn = (f: Facts, ctx: OpContext) => OpResult;
export type RunResult = OpOk | { kind: 'error'; msg: string } | { kind: 'cancelled' };

export interface RunOptions {
  /** Questions answered before running (a delete the grid already confirmed, a choice made in a wizard). */
  answers?: Record<string, boolean>;
  /** Where a refusal shows (a dialog's message line, the grid's bar); otherwise a red notification. */
  onError?: (msg: string) => void;
  /** Where a warning shows; otherwise a yellow notification (runOpNow: nowhere, the tab shows its own). */
  onWarning?: (msg: string) => void;
  /** How a question looks, by its code, where the tab words it itself (the engine's text otherwise). */
  confirms?: Record<string, ConfirmOptions>;
  /**
   * Runs as the edit is applied, in the same render (a dialog closing). Called after `await runOp`, it came a
   * render later, and the closing form was drawn once more with the new facts first.
   */
  onApplied?: () => void;
}

/** For callers that show the refusal themselves, from the result (a grid's bar, a message they return). */
export const errorsToCaller: RunOptions = { onError: () => {} };

const showError = (msg: string): void => {
  notifications.show({ message: msg, color: 'red', withBorder: true, autoClose: 6000 });
};

const showWarning = (msg: string): void => {
  notifications.show({ message: msg, color: 'yellow', withBorder: true });
};

const ask = (q: OpConfirm, opts: RunOptions): Promise<boolean> =>
  confirmDialog(opts.confirms?.[q.code] ?? { msg: q.msg, testId: `confirm-${q.code}` });

const ctxOf = (answers: Record<string, boolean>): OpContext => ({ today: todayIso(), answers });

/** Runs an operation, asking every question it raises; answers add up until it succeeds, fails or is declined. */
export async function runOp(op: OpFn, opts: RunOptions = {}): Promise<RunResult> {
  const answers = { ...opts.answers };
  for (let round = 0; round < 8; round++) {
    const before = currentFacts();
    const t0 = performance.now();
    const r = op(before, ctxOf(answers));
    performance.measure('ledger:op', { start: t0 });
    if (r.kind === 'confirm') {
      answers[r.code] = await ask(r, opts);
      continue;
    }
    return finish(before, r, opts, showError, showWarning);
  }
  return { kind: 'cancelled' };
}

/** Several operations as one edit: each runs on the result of the previous; the first refusal stops them all. */
export async function runChain(steps: OpFn[], opts: RunOptions = {}): Promise<RunResult> {
  const before = currentFacts();
  let facts = before;
  for (const step of steps) {
    const answers = { ...opts.answers };
    let r = step(facts, ctxOf(answers));
    while (r.kind === 'confirm') {
      answers[r.code] = await ask(r, opts);
      r = step(facts, ctxOf(answers));
    }
    if (r.kind !== 'ok') return finish(before, r, opts, showError, showWarning);
    facts = r.facts;
  }
  applyFacts(before, facts);
  opts.onApplied?.();
  return { kind: 'ok', facts, warnings: [], events: [] };
}

/**
 * At once, for grid cell edits: no question can be asked, so one comes back for the caller (finishLater asks it).
 * Reports nothing itself unless told where: the grid shows the refusal its edit handler answers.
 */
export function runOpNow(op: OpFn, opts: RunOptions = {}): RunResult | OpConfirm {
  const before = currentFacts();
  const r = op(before, ctxOf({ ...opts.answers }));
  if (r.kind === 'confirm') return r;
  return finish(
    before,
    r,
    opts,
    () => {},
    () => {},
  );
}

/** An edit that raised a question: asks it, and reports the refusal, or nothing (null), when done. */
export function finishLater(op: OpFn, report: (msg: string | null) => void, opts: RunOptions = {}): void {
  void runOp(op, { ...opts, onError: report }).then((r) => {
    if (r.kind !== 'error') report(null);
  });
}

/** A grid cell edit: answers the refusal for the grid to show, or null; a question finishes the edit later. */
export function cellEdit(
  op: OpFn,
  report: (msg: string | null) => void,
  opts: RunOptions = {},
): string | null {
  const r = runOpNow(op, opts);
  if (r.kind === 'confirm') finishLater(op, report, opts);
  return r.kind === 'error' ? r.msg : null;
}

function finish(
  before: Facts,
  r: Exclude<OpResult, OpConfirm>,
  opts: RunOptions,
  error: (msg: string) => void,
  warning: (msg: string) => void,
): RunResult {
  if (r.kind === 'error') {
    (opts.onError ?? error)(r.msg);
    return { kind: 'error', msg: r.msg };
  }
  if (r.kind === 'cancelled') return { kind: 'cancelled' };
  const t0 = performance.now();
  applyFacts(before, r.facts);
  opts.onApplied?.();
  performance.measure('ledger:apply', { start: t0 });
  for (const w of r.warnings) (opts.onWarning ?? warning)(w);
  return r;
}
