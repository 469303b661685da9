import type { EstateRow } from '@probity/db';
import { type TaskState, ZTaskState } from '@probity/domain';

/**
 * The stored task state of an estate row. Rows written before a field existed (or by hand) are read
 * leniently: ZTaskState pads short bitmaps, and a malformed value falls back to an empty state.
 */
export function estateTaskState(e: Pick<EstateRow, `tasks_${string}` & keyof EstateRow>): TaskState {
  const parsed = ZTaskState.safeParse({
    tasks_done: e.tasks_done,
    tasks_na: e.tasks_na,
    tasks_hide: e.tasks_hide,
    tasks_changed: e.tasks_changed,
    tasks_custom: e.tasks_custom,
    tasks_userinfo: e.tasks_userinfo,
  });
  return parsed.success ? (parsed.data as TaskState) : ZTaskState.parse({});
}
