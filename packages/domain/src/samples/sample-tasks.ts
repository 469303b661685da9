// The Sample estates' task progress: an executor who keeps up. Every task due more than two weeks ago is done a
// few days before its due date, except the first of them, left open so the Sample also shows an overdue task.
import {
  buildTaskList,
  type CreateEstateBody,
  emptyTaskState,
  markTaskDone,
  setTaskNa,
  shiftDays,
  type TaskState,
  taskEstateOf,
  taskStateFields,
} from '../index.ts';

export function withTaskProgress(body: CreateEstateBody, today: string): CreateEstateBody {
  // The death date travels in the decedent part of a create body; the task rules read it from the meta.
  const meta = { ...body.meta, death_date: body.dec?.death_date ?? null };
  const estate = taskEstateOf({ ...body, meta } as Parameters<typeof taskEstateOf>[0]);
  const cutoff = shiftDays(today, -14);
  const due = buildTaskList(estate, emptyTaskState())
    .filter((t) => !t.auto_track && !t.na && t.due !== null && t.due <= cutoff)
    .sort((a, b) => (a.due as string).localeCompare(b.due as string) || a.id - b.id);
  // A return already due before the death (last year's, for this autumn death) was the person's own to file:
  // the Sample marks it N/A, as its text asks when the return was filed.
  let state: TaskState = emptyTaskState();
  const beforeDeath = due.filter((t) => estate.death_date && (t.due as string) < estate.death_date);
  for (const t of beforeDeath) {
    const r = setTaskNa(state, t.id, true, { province: estate.state });
    if (r.ok) state = r.value;
  }
  for (const t of due.filter((t) => !beforeDeath.includes(t)).slice(1)) {
    const done = shiftDays(t.due as string, -3);
    const r = markTaskDone(state, t.id, {
      task_dates: true,
      today: estate.death_date && done < estate.death_date ? estate.death_date : done,
      death_date: estate.death_date,
      province: estate.state,
    });
    if (r.ok) state = r.value;
  }
  return { ...body, meta: { ...body.meta, ...taskStateFields(state) } } as CreateEstateBody;
}
