/**
 * Progress per wizard step (README.md, Order and progress): count of applicable tasks, done, and percent = done / max,
 * rounded. Post-death steps are N/A until a death date is set or trust is on; the advance step drops out
 * once the owner has died.
 */
import { MSG_NO_MORE_TASKS, MSG_STEP_ALL_NA } from './messages.ts';
import { STEPS } from './periods.ts';
import { isAwaitingDeath } from './rules.ts';
import { sortTasks } from './sort.ts';
import type { StepNum, Task, TaskEstate } from './types.ts';

export interface StepProgress {
  readonly step_num: StepNum;
  readonly name: string;
  readonly hint: string;
  /** Tasks in the step that are not N/A. */
  readonly count: number;
  readonly done: number;
  readonly remaining: number;
  /** Rounded percent done; null while the step is N/A. */
  readonly percent: number | null;
  /** Progress does not apply yet (awaiting death). */
  readonly na: boolean;
}

export interface TaskProgress {
  readonly steps: readonly StepProgress[];
  readonly count: number;
  readonly done: number;
  readonly percent: number | null;
}

const pct = (done: number, count: number): number => Math.round((done * 100) / Math.max(count, 1));

export function taskProgress(
  tasks: readonly Task[],
  estate: Pick<TaskEstate, 'death_date' | 'trust'>,
): TaskProgress {
  const awaiting = isAwaitingDeath(estate);
  const steps: StepProgress[] = [];
  for (const info of STEPS) {
    const inStep = tasks.filter((t) => t.step_num === info.step_num);
    if (info.step_num === 0 && (estate.death_date || inStep.length === 0)) continue;
    const applicable = inStep.filter((t) => !t.na);
    const done = applicable.filter((t) => t.done).length;
    const na = awaiting && info.step_num !== 0;
    steps.push({
      step_num: info.step_num,
      name: info.name,
      hint: info.hint,
      count: applicable.length,
      done,
      remaining: applicable.length - done,
      percent: na ? null : pct(done, applicable.length),
      na,
    });
  }
  const live = steps.filter((s) => !s.na);
  const count = live.reduce((n, s) => n + s.count, 0);
  const done = live.reduce((n, s) => n + s.done, 0);
  return { steps, count, done, percent: live.length ? pct(done, count) : null };
}

/** The step's notice when every task in it is N/A, else null. */
export function stepNotice(tasks: readonly Task[], step: StepNum): string | null {
  const inStep = tasks.filter((t) => t.step_num === step);
  return inStep.length > 0 && inStep.every((t) => t.na) ? MSG_STEP_ALL_NA : null;
}

/** The next open task after `afterId` in wizard order (or the first one), or 'No more tasks'. */
export function nextOpenTask(
  tasks: readonly Task[],
  afterId: number | null = null,
): { readonly ok: true; readonly value: Task } | { readonly ok: false; readonly msg: string } {
  const ordered = sortTasks(tasks, 'wizard');
  const start = afterId === null ? 0 : ordered.findIndex((t) => t.id === afterId) + 1;
  const next = ordered.slice(start).find((t) => t.status === 'N' && !t.inactive);
  return next ? { ok: true, value: next } : { ok: false, msg: MSG_NO_MORE_TASKS };
}
