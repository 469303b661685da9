import { type Db, type EstateRow, listFiles } from '@probity/db';
import {
  buildTaskList,
  type EstateFull,
  type EstateTasks,
  type Role,
  type TaskFiles,
  taskEstateOf,
} from '@probity/domain';
import { estateTaskState, loadFull } from '../estate/index.ts';

/** Task files (GET /tasks, docs/api.md) and the decedent / estate slots holding a file, from the estate's stored files. */
async function taskFiles(db: Db, estateId: string): Promise<{ files: TaskFiles[]; slots: string[] }> {
  const rows = await listFiles(db, estateId, 'stored');
  const byTask = new Map<number, string[]>();
  const slots = new Set<string>();
  for (const r of rows) {
    if (r.entity_type === 'tasks') {
      const n = Number(r.entity_id);
      byTask.set(n, [...(byTask.get(n) ?? []), r.file_name]);
    } else if ((r.entity_type === 'dec' || r.entity_type === 'estate') && r.prop) slots.add(r.prop);
  }
  return { files: [...byTask].map(([task_num, files]) => ({ task_num, files })), slots: [...slots] };
}

/** The estate's stored task state and its task list as the engine builds it, with files merged. */
export async function loadEstateTasks(db: Db, estate: EstateRow, role: Role): Promise<EstateTasks> {
  return estateTasksOf(db, estate, await loadFull(db, estate, role));
}

/** The same from an estate already loaded (GET /summary reads it once for its figures too). */
export async function estateTasksOf(db: Db, estate: EstateRow, full: EstateFull): Promise<EstateTasks> {
  const state = estateTaskState(estate);
  const { files, slots } = await taskFiles(db, estate.id);
  const byTask = new Map(files.map((f) => [f.task_num, f.files]));
  const source = { ...full, meta: full.meta as unknown as Record<string, unknown> };
  const tasks = buildTaskList(taskEstateOf(source), state, { files: byTask, slots });
  return { state, tasks, files, slots };
}
