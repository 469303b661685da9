/**
 * The visible task list of an estate: catalogue, state rules, stored state, auto-tracking and due dates.
 * `reconcileTaskState` applies the rules that change stored flags (the automatic N/A rules of auto-na.ts: Form 706
 * limit, state death-tax thresholds, the prior-year return; advance section, advance-completed) so that what is
 * saved matches what is shown.
 */

import { firstTaxYearEnd } from '../taxes/tax-year.ts';
import { AUTO_NA_RULES, autoNaOf } from './auto-na.ts';
import { autoTrackDone } from './auto-track.ts';
import { hasBit, withBit } from './bitmaps.ts';
import { onBusinessDay } from './business-days.ts';
import { dueAfterDone, dueDateFor } from './due-dates.ts';
import { LINKED_NA, TASK_ID } from './ids.ts';
import { isAwaitingDeath, type ResolvedTask, resolveStandardTasks } from './rules.ts';
import { sortTasks, type TaskSortMode } from './sort.ts';
import { taskSources } from './sources/index.ts';
import type { StateTasks } from './state-tasks.ts';
import { userInfoOf } from './task-state.ts';
import type { Task, TaskEstate, TaskState } from './types.ts';

export interface BuildOptions {
  /** State extras (GET /api/state_tasks); defaults to the built-in data for the death state. */
  readonly extras?: StateTasks;
  /** Files per task id, merged from GET /api/estate/{id}/tasks. */
  readonly files?: ReadonlyMap<number, readonly string[]>;
  /** Decedent and estate file slots holding a stored file (death_cert, letters, ...), from the same answer. */
  readonly slots?: readonly string[];
  readonly sort?: TaskSortMode;
}

/** The estate with its slot files counted: a stored death certificate or letters file completes its task. */
function withSlotFiles(estate: TaskEstate, slots: readonly string[] | undefined): TaskEstate {
  if (!slots?.length) return estate;
  const s = estate.summary;
  const summary = {
    ...s,
    death_certificate_file: s.death_certificate_file || slots.includes('death_cert'),
    letters_file: s.letters_file || slots.includes('letters'),
  };
  return { ...estate, summary };
}

const ADVANCE_STEP = 0;

const hasWork = (state: TaskState, id: number): boolean =>
  hasBit(state.tasks_done, id) || hasBit(state.tasks_na, id) || userInfoOf(state, id) !== undefined;

/**
 * The advance section shows while the estate awaits death, or whenever advance work exists
 * (an owner's finished planning stays visible to the executor after the death).
 */
export function advanceSectionShown(
  estate: TaskEstate,
  state: TaskState,
  advanceIds: readonly number[],
): boolean {
  if (isAwaitingDeath(estate)) return true;
  return advanceIds.some((id) => id !== TASK_ID.advanceCompleted && hasWork(state, id));
}

/** Set N/A on a task and, when it leads a link, on its linked tasks too (unless changed by hand). */
export function withLinkedNa(state: TaskState, id: number, na: boolean, byHand: boolean): TaskState {
  let next: TaskState = { ...state, tasks_na: withBit(state.tasks_na, id, na) };
  if (byHand) next = { ...next, tasks_changed: withBit(next.tasks_changed, id, true) };
  for (const linked of LINKED_NA.get(id) ?? []) {
    if (!byHand && hasBit(state.tasks_changed, linked)) continue;
    next = { ...next, tasks_na: withBit(next.tasks_na, linked, na) };
  }
  return next;
}

function isAdvanceDone(tasks: readonly ResolvedTask[], estate: TaskEstate, state: TaskState): boolean {
  return tasks
    .filter((t) => t.step_num === ADVANCE_STEP && t.id !== TASK_ID.advanceCompleted)
    .every((t) => isDone(t, estate, state) || hasBit(state.tasks_na, t.id));
}

function isDone(t: ResolvedTask, estate: TaskEstate, state: TaskState): boolean {
  if (t.auto_track && t.auto_track !== 'advance_done') return autoTrackDone(t.auto_track, estate);
  return hasBit(state.tasks_done, t.id);
}

/** Stored flags brought in line with the estate: the automatic N/A rules (auto-na.ts), advance section flag, advance-completed. */
export function reconcileTaskState(estate: TaskEstate, state: TaskState, extras?: StateTasks): TaskState {
  let next = state;
  for (const rule of AUTO_NA_RULES) {
    const answer = rule.reason(estate);
    if (answer === null || hasBit(state.tasks_changed, rule.id)) continue;
    const na = typeof answer === 'string';
    if (hasBit(next.tasks_na, rule.id) !== na) next = withLinkedNa(next, rule.id, na, false);
  }
  const resolved = resolveStandardTasks(estate, extras);
  const advanceIds = resolved.filter((t) => t.step_num === ADVANCE_STEP).map((t) => t.id);
  const shown = advanceSectionShown(estate, next, advanceIds);
  next = { ...next, tasks_hide: withBit(next.tasks_hide, TASK_ID.advanceFirst, !shown) };
  const advanceDone = advanceIds.length > 0 && isAdvanceDone(resolved, estate, next);
  next = { ...next, tasks_done: withBit(next.tasks_done, TASK_ID.advanceCompleted, advanceDone) };
  return next;
}

/** The visible, sorted task list of an estate. */
export function buildTaskList(estateIn: TaskEstate, stored: TaskState, options: BuildOptions = {}): Task[] {
  const estate = withSlotFiles(estateIn, options.slots);
  const state = reconcileTaskState(estate, stored, options.extras);
  const awaiting = isAwaitingDeath(estate);
  const advanceHidden = hasBit(state.tasks_hide, TASK_ID.advanceFirst);
  const resolved = resolveStandardTasks(estate, options.extras).filter(
    (t) =>
      !(t.step_num === ADVANCE_STEP && advanceHidden) &&
      (t.id === TASK_ID.advanceFirst || !hasBit(state.tasks_hide, t.id)),
  );
  const dueOf = new Map<number, string | null>();
  const yearEnd = firstTaxYearEnd({ ...estate, tax_year_end: estate.tax_year_end ?? null });
  for (const t of resolved) {
    const base = dueDateFor(t.dueRule, estate.death_date, estate.country_code, t.months, yearEnd);
    dueOf.set(t.id, t.after ? dueAfterDone(userInfoOf(state, t.after.task)?.date, t.after, base) : base);
  }
  const autoNa = autoNaOf(estate, state);
  const nameOf = new Map(resolved.map((t) => [t.id, t.name]));
  const naReason = (id: number): string | null => {
    const a = autoNa.get(id);
    if (!a) return null;
    return a.from === id ? a.reason : `Follows “${nameOf.get(a.from) ?? a.from}”. ${a.reason}`;
  };
  const tasks: Task[] = resolved.map((t) => {
    const info = userInfoOf(state, t.id);
    const na = hasBit(state.tasks_na, t.id);
    const done = t.auto_track === 'advance_done' ? hasBit(state.tasks_done, t.id) : isDone(t, estate, state);
    const inactive = awaiting && t.step_num !== ADVANCE_STEP;
    const ruleDue = (t.dueFrom !== undefined ? dueOf.get(t.dueFrom) : dueOf.get(t.id)) ?? null;
    // A tax agency's deadline on a weekend or holiday moves to its next business day; the user's own date never.
    const moved = onBusinessDay(t.id, ruleDue, estate.country_code, estate.state);
    const dueDefault = moved.due;
    const dueUser = info?.due ?? null;
    return {
      id: t.id,
      name: inactive ? `* ${t.name}` : t.name,
      text: t.text,
      cat: t.cat,
      period: t.period,
      step_num: t.step_num,
      auto_track: t.auto_track !== undefined,
      done,
      na,
      status: na ? 'X' : done ? 'Y' : 'N',
      na_reason: na ? naReason(t.id) : null,
      due: dueUser ?? dueDefault,
      due_default: dueDefault,
      due_user: dueUser,
      due_note: dueUser ? null : moved.note,
      date: info?.date ?? null,
      assigned: info?.assigned ?? null,
      note: info?.note ?? null,
      files: options.files?.get(t.id) ?? [],
      custom: false,
      months: t.months,
      order: t.order,
      hidden: false,
      inactive,
      sources: taskSources(t.id, estate.country_code, estate.state),
    };
  });
  for (const c of state.tasks_custom) {
    const info = userInfoOf(state, c.id);
    tasks.push({
      id: c.id,
      name: c.name,
      text: c.text,
      cat: c.cat,
      period: c.period,
      step_num: c.step_num,
      auto_track: false,
      done: c.done,
      na: c.na,
      status: c.na ? 'X' : c.done ? 'Y' : 'N',
      na_reason: null,
      due: info?.due ?? null,
      due_default: null,
      due_user: info?.due ?? null,
      due_note: null,
      date: info?.date ?? null,
      assigned: info?.assigned ?? null,
      note: info?.note ?? null,
      files: options.files?.get(c.id) ?? [],
      custom: true,
      months: null,
      order: c.id,
      hidden: false,
      inactive: false,
      sources: [],
    });
  }
  return sortTasks(tasks, options.sort ?? 'list');
}
