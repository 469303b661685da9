import type { Db, EstateRow } from '@probity/db';
import {
  buildTaskList,
  type EstateFull,
  type EstateTasks,
  type Role,
  type TaskFiles,
  taskEstateOf,
} from '@probity/domain';
import { loadFull } from '../estates/load-estate.ts';
import { estateTaskState } from './task-state-row.ts';

/** Task files of an estate (companion §7); none until file attachments land. */
async function taskFiles(_db: Db, _estateId: string): Promise<TaskFiles[]> {
  return [];
}

/** The estate's stored task state and its task list as the engine builds it, with files merged. */
export async function loadEstateTasks(db: Db, estate: EstateRow, role: Role): Promise<EstateTasks> {
  return estateTasksOf(db, estate, await loadFull(db, estate, role));
}

/** The same from an estate already loaded (GET /summary reads it once for its figures too). */
export async function estateTasksOf(db: Db, estate: EstateRow, full: EstateFull): Promise<EstateTasks> {
  const state = estateTaskState(estate);
  const files = await taskFiles(db, estate.id);
  const byTask = new Map(files.map((f) => [f.task_num, f.files]));
  const source = { ...full, meta: full.meta as unknown as Record<string, unknown> };
  const tasks = buildTaskList(taskEstateOf(source), state, { files: byTask });
  return { state, tasks, files };
}
