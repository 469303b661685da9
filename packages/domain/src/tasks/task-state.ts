/** The stored task state of an estate and small pure helpers on it. */
import { EMPTY_BITMAP } from './bitmaps.ts';
import type { TaskState, TaskUserInfo } from './types.ts';

/** A fresh task set: what a new estate and a country change start from. */
export const emptyTaskState = (): TaskState => ({
  tasks_done: EMPTY_BITMAP,
  tasks_na: EMPTY_BITMAP,
  tasks_hide: EMPTY_BITMAP,
  tasks_changed: EMPTY_BITMAP,
  tasks_custom: [],
  tasks_userinfo: [],
});

/** A country change discards task changes and resets the set (another country, another checklist). */
export const resetTasksForCountry = (): TaskState => emptyTaskState();

export const userInfoOf = (state: TaskState, id: number): TaskUserInfo | undefined =>
  state.tasks_userinfo.find((u) => u.id === id);

const EMPTY_INFO = { date: null, due: null, assigned: null, note: null } as const;

/** A copy with one task's user info patched; entries that end up empty are dropped. */
export function withUserInfo(
  state: TaskState,
  id: number,
  patch: Partial<Omit<TaskUserInfo, 'id'>>,
): TaskState {
  const old = userInfoOf(state, id) ?? { id, ...EMPTY_INFO };
  const next: TaskUserInfo = { ...old, ...patch, id };
  const empty = next.date === null && next.due === null && next.assigned === null && next.note === null;
  const rest = state.tasks_userinfo.filter((u) => u.id !== id);
  return { ...state, tasks_userinfo: empty ? rest : [...rest, next].sort((a, b) => a.id - b.id) };
}

export const isCustomId = (id: number): boolean => id >= 1000;
