/**
 * What a user can do to a task (README.md, How the task checklist works). Each action takes the stored state and
 * returns the new state or the message to show; nothing is mutated and nothing throws for a user mistake.
 */
import { isIsoDate } from '../dates.ts';
import { hasBit, withBit } from './bitmaps.ts';
import { withLinkedNa } from './build.ts';
import { taskDef } from './catalogue/index.ts';
import { monthsBetween } from './due-dates.ts';
import { CUSTOM_ID_START, LINKED_NA, MAX_CUSTOM_TASKS, MAX_STANDARD_ID, TASK_ID } from './ids.ts';
import {
  MSG_CUSTOM_DATE_REQUIRED,
  MSG_CUSTOM_NAME_REQUIRED,
  MSG_STANDARD_TASK_DELETE,
  MSG_TASK_AUTO_TRACKED,
  MSG_TASK_DATE_INVALID,
  MSG_TASK_NOT_FOUND,
  MSG_TOO_MANY_CUSTOM_TASKS,
} from './messages.ts';
import { PERIOD_STEP, periodFromMonths } from './periods.ts';
import { isCustomId, userInfoOf, withUserInfo } from './task-state.ts';
import type { CustomTask, StepNum, TaskCat, TaskPeriod, TaskResult, TaskState, TaskStatus } from './types.ts';

/** What the actions need from the estate and the clock. */
export interface TaskActionContext {
  /** config.task_dates: stamp today's date on a task marked done. */
  readonly task_dates: boolean;
  readonly today: string;
  /** Death date, to place a new custom task in a period. */
  readonly death_date?: string | null;
  /** Death state or province: in Quebec the final accounting does not follow probate. */
  readonly province?: string | null;
}

/** N/A by hand on a standard task with its linked flips, keeping Quebec's final accounting where it was. */
function flipNa(state: TaskState, id: number, na: boolean, province: string | null | undefined): TaskState {
  const next = withLinkedNa(state, id, na, true);
  if (id !== TASK_ID.probate || province?.toUpperCase() !== 'QC') return next;
  const keep = hasBit(state.tasks_na, TASK_ID.finalAccounting);
  return { ...next, tasks_na: withBit(next.tasks_na, TASK_ID.finalAccounting, keep) };
}

const ok = (value: TaskState): TaskResult<TaskState> => ({ ok: true, value });
const fail = (msg: string): TaskResult<TaskState> => ({ ok: false, msg });

const isStandard = (id: number): boolean => id >= 0 && id <= MAX_STANDARD_ID && taskDef(id) !== undefined;
const findCustom = (state: TaskState, id: number): CustomTask | undefined =>
  state.tasks_custom.find((c) => c.id === id);

function patchCustom(state: TaskState, id: number, patch: Partial<CustomTask>): TaskState {
  return { ...state, tasks_custom: state.tasks_custom.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

function check(state: TaskState, id: number): string | null {
  if (isCustomId(id)) return findCustom(state, id) ? null : MSG_TASK_NOT_FOUND;
  return isStandard(id) ? null : MSG_TASK_NOT_FOUND;
}

const isAutoTracked = (id: number): boolean => taskDef(id)?.auto_track !== undefined;

/** Mark done: clears N/A (and with it the linked N/A flips) and stamps today's date when task dates are on. */
export function markTaskDone(state: TaskState, id: number, ctx: TaskActionContext): TaskResult<TaskState> {
  const bad = check(state, id);
  if (bad) return fail(bad);
  if (isAutoTracked(id)) return fail(MSG_TASK_AUTO_TRACKED);
  let next: TaskState;
  if (isCustomId(id)) {
    next = patchCustom(state, id, { done: true, na: false });
  } else {
    next = hasBit(state.tasks_na, id) ? flipNa(state, id, false, ctx.province) : state;
    next = {
      ...next,
      tasks_done: withBit(next.tasks_done, id, true),
      tasks_changed: withBit(next.tasks_changed, id, true),
    };
  }
  return ok(ctx.task_dates ? withUserInfo(next, id, { date: ctx.today }) : next);
}

/** Unmark done: the task is open again and its done date removed. */
export function unmarkTaskDone(state: TaskState, id: number): TaskResult<TaskState> {
  const bad = check(state, id);
  if (bad) return fail(bad);
  if (isAutoTracked(id)) return fail(MSG_TASK_AUTO_TRACKED);
  const next = isCustomId(id)
    ? patchCustom(state, id, { done: false })
    : {
        ...state,
        tasks_done: withBit(state.tasks_done, id, false),
        tasks_changed: withBit(state.tasks_changed, id, true),
      };
  return ok(withUserInfo(next, id, { date: null }));
}

/**
 * Set or clear N/A. Setting it removes done and the date. A key task flips its linked tasks the same way
 * (Form 706, probate, Form 56); in Quebec the final accounting stays put when probate flips.
 */
export function setTaskNa(
  state: TaskState,
  id: number,
  na: boolean,
  opts: { readonly province?: string | null } = {},
): TaskResult<TaskState> {
  const bad = check(state, id);
  if (bad) return fail(bad);
  if (isCustomId(id)) {
    const next = patchCustom(state, id, na ? { na: true, done: false } : { na: false });
    return ok(na ? withUserInfo(next, id, { date: null }) : next);
  }
  let next = flipNa(state, id, na, opts.province);
  if (na && !isAutoTracked(id)) {
    next = withUserInfo({ ...next, tasks_done: withBit(next.tasks_done, id, false) }, id, { date: null });
  }
  return ok(next);
}

/** Ancillary probate is set N/A on demand (the quick-start answer 'no property elsewhere'). */
export const setAncillaryProbateNa = (state: TaskState, na: boolean): TaskResult<TaskState> =>
  setTaskNa(state, TASK_ID.ancillaryProbate, na);

/** Set a status letter: Y done, X not applicable, N open. */
export function setTaskStatus(
  state: TaskState,
  id: number,
  status: TaskStatus,
  ctx: TaskActionContext,
): TaskResult<TaskState> {
  if (status === 'Y') return markTaskDone(state, id, ctx);
  if (status === 'X') return setTaskNa(state, id, true, ctx);
  const cleared = setTaskNa(state, id, false, ctx);
  if (!cleared.ok) return cleared;
  if (isAutoTracked(id)) return cleared;
  return unmarkTaskDone(cleared.value, id);
}

/** The user's own due date; custom tasks must keep one. */
export function setTaskDue(state: TaskState, id: number, due: string | null): TaskResult<TaskState> {
  const bad = check(state, id);
  if (bad) return fail(bad);
  if (due === null && isCustomId(id)) return fail(MSG_CUSTOM_DATE_REQUIRED);
  if (due !== null && !isIsoDate(due)) return fail(MSG_TASK_DATE_INVALID);
  return ok(withUserInfo(state, id, { due }));
}

const blankToNull = (s: string | null): string | null => (s === null || s.trim() === '' ? null : s.trim());

export function setTaskAssigned(
  state: TaskState,
  id: number,
  assigned: string | null,
): TaskResult<TaskState> {
  const bad = check(state, id);
  return bad ? fail(bad) : ok(withUserInfo(state, id, { assigned: blankToNull(assigned) }));
}

export function setTaskNote(state: TaskState, id: number, note: string | null): TaskResult<TaskState> {
  const bad = check(state, id);
  return bad ? fail(bad) : ok(withUserInfo(state, id, { note: blankToNull(note) }));
}

export interface NewCustomTask {
  readonly name: string;
  readonly text?: string;
  readonly cat?: TaskCat;
  readonly period?: TaskPeriod;
  readonly step_num?: StepNum;
  readonly due: string | null;
  readonly assigned?: string | null;
  readonly note?: string | null;
}

/** Add a custom task (ids from 1000, at most 250, due date required). Returns the state and the new id. */
export function addCustomTask(
  state: TaskState,
  input: NewCustomTask,
  ctx: Pick<TaskActionContext, 'death_date'> = {},
): TaskResult<{ state: TaskState; id: number }> {
  if (state.tasks_custom.length >= MAX_CUSTOM_TASKS) return { ok: false, msg: MSG_TOO_MANY_CUSTOM_TASKS };
  if (!input.due) return { ok: false, msg: MSG_CUSTOM_DATE_REQUIRED };
  if (!isIsoDate(input.due)) return { ok: false, msg: MSG_TASK_DATE_INVALID };
  const name = input.name.trim();
  if (!name) return { ok: false, msg: MSG_CUSTOM_NAME_REQUIRED };
  const id = Math.max(CUSTOM_ID_START - 1, ...state.tasks_custom.map((c) => c.id)) + 1;
  const months = ctx.death_date ? monthsBetween(ctx.death_date, input.due) : null;
  const period = input.period ?? (months === null ? 'As Possible' : periodFromMonths(Math.max(0, months)));
  const task: CustomTask = {
    id,
    name,
    text: input.text ?? '',
    cat: input.cat ?? 'Other',
    period,
    step_num: input.step_num ?? PERIOD_STEP[period],
    done: false,
    na: false,
  };
  let next: TaskState = { ...state, tasks_custom: [...state.tasks_custom, task] };
  next = withUserInfo(next, id, {
    due: input.due,
    assigned: blankToNull(input.assigned ?? null),
    note: blankToNull(input.note ?? null),
  });
  return { ok: true, value: { state: next, id } };
}

/** Edit a custom task's wording or placement. */
export function editCustomTask(
  state: TaskState,
  id: number,
  patch: Partial<Pick<CustomTask, 'name' | 'text' | 'cat' | 'period' | 'step_num'>>,
): TaskResult<TaskState> {
  if (!isCustomId(id)) return fail(MSG_TASK_NOT_FOUND);
  if (!findCustom(state, id)) return fail(MSG_TASK_NOT_FOUND);
  if (patch.name !== undefined && !patch.name.trim()) return fail(MSG_CUSTOM_NAME_REQUIRED);
  return ok(patchCustom(state, id, patch));
}

/** Delete a custom task; standard tasks cannot be deleted (mark them N/A instead). */
export function deleteTask(state: TaskState, id: number): TaskResult<TaskState> {
  if (!isCustomId(id)) return fail(isStandard(id) ? MSG_STANDARD_TASK_DELETE : MSG_TASK_NOT_FOUND);
  if (!findCustom(state, id)) return fail(MSG_TASK_NOT_FOUND);
  return ok({
    ...state,
    tasks_custom: state.tasks_custom.filter((c) => c.id !== id),
    tasks_userinfo: state.tasks_userinfo.filter((u) => u.id !== id),
  });
}

/** Whether a task is a key of a linked flip (for the UI to warn before flipping several tasks). */
export const linkedTaskIds = (id: number): readonly number[] => LINKED_NA.get(id) ?? [];

export const taskHasUserInfo = (state: TaskState, id: number): boolean => userInfoOf(state, id) !== undefined;
