// The open estate's task list, built by the engine from the working copy (instant, same rules as the server);
// actions change it through the estate core (applyTaskResult) and the shell's Save sends it. Files per task come
// from GET /api/estate/{id}/tasks.
import {
  buildTaskList,
  type EstateTasks,
  type Task,
  type TaskActionContext,
  taskProgress,
  todayIso,
} from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { selectCanSave, useEstateStore, useTaskEstate } from '../../estate';
import { apiGet } from '../../lib/api';

function useTaskFiles(estateId: string | null, real: boolean) {
  return useQuery({
    queryKey: ['task-files', estateId],
    enabled: !!estateId && real,
    queryFn: () => apiGet<EstateTasks>(`/api/estate/${encodeURIComponent(estateId ?? '')}/tasks`),
  });
}

/** The catalogue speaks of the executor; a trust has a trustee. */
function forTrust(t: Task): Task {
  if (t.custom) return t;
  const swap = (s: string) => s.replace(/\bexecutor\b/g, 'trustee').replace(/\bExecutor\b/g, 'Trustee');
  return { ...t, name: swap(t.name), text: swap(t.text) };
}

export function useTasks() {
  const { estate, state } = useTaskEstate();
  const estateId = useEstateStore((s) => s.estateId);
  const mode = useEstateStore((s) => s.mode);
  const canEdit = useEstateStore(selectCanSave);
  const taskFiles = useTaskFiles(estateId, mode === 'real').data;
  const tasks = useMemo(() => {
    const byTask = new Map((taskFiles?.files ?? []).map((f) => [f.task_num, f.files]));
    const list = buildTaskList(estate, state, { files: byTask, slots: taskFiles?.slots });
    return estate.trust ? list.map(forTrust) : list;
  }, [estate, state, taskFiles]);
  const progress = useMemo(() => taskProgress(tasks, estate), [tasks, estate]);
  const ctx: TaskActionContext = {
    task_dates: estate.task_dates,
    today: todayIso(),
    death_date: estate.death_date,
    province: estate.state,
  };
  return { tasks, progress, estate, state, canEdit, ctx };
}

export const findTask = (tasks: readonly Task[], id: number | null) =>
  id === null ? undefined : tasks.find((t) => t.id === id);
