/** Test helpers: an estate with sensible defaults and a quick lookup by id. */
import type { Task } from './types.ts';

export { EMPTY_TASK_SUMMARY as EMPTY_SUMMARY, taskEstateWith as estateOf } from './task-estate.ts';

export const byId = (tasks: readonly Task[], id: number): Task | undefined => tasks.find((t) => t.id === id);
export const idsOf = (tasks: readonly Task[]): number[] => tasks.map((t) => t.id);
