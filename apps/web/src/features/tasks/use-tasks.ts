// The open estate's task list, built by the engine from the working copy (instant, same rules as the server),
// and the one way to change it: an action's new state goes into the meta part of the working copy (dirty), and
// the shell's Save sends it. Files per task come from GET /api/estate/{id}/tasks.
import { notifications } from '@mantine/notifications';
import {
  buildTaskList,
  type EstateTasks,
  reconcileTaskState,
  type Task,
  type TaskActionContext,
  type TaskResult,
  type TaskState,
  taskEstateOf,
  taskProgress,
  taskStateFields,
  taskStateOf,
  todayIso,
} from '@probity/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet } from '../../lib/api';
import { selectCanSave, useEstateStore } from '../save';

function useTaskFiles(estateId: string | null, real: boolean) {
  return useQuery({
    queryKey: ['task-files', estateId],
    enabled: !!estateId && real,
    queryFn: () => apiGet<EstateTasks>(`/api/estate/${encodeURIComponent(estateId ?? '')}/tasks`),
  });
}

export function useTaskEstate() {
  const work = useEstateStore((s) => s.work);
  return useMemo(() => {
    const estate = taskEstateOf({ ...work.lists, meta: work.meta, dec: work.dec });
    // Actions start from the reconciled state so that rule-made flags (Form 706, advance) are saved as shown.
    return { estate, state: reconcileTaskState(estate, taskStateOf(work.meta)) };
  }, [work]);
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
  const files = useTaskFiles(estateId, mode === 'real').data?.files;
  const tasks = useMemo(() => {
    const byTask = new Map((files ?? []).map((f) => [f.task_num, f.files]));
    const list = buildTaskList(estate, state, { files: byTask });
    return estate.trust ? list.map(forTrust) : list;
  }, [estate, state, files]);
  const progress = useMemo(() => taskProgress(tasks, estate), [tasks, estate]);
  const ctx: TaskActionContext = {
    task_dates: estate.task_dates,
    today: todayIso(),
    death_date: estate.death_date,
    province: estate.state,
  };
  return { tasks, progress, estate, state, canEdit, ctx };
}

/** Shows a refusal the way every task message appears. */
export function taskMessage(msg: string) {
  notifications.show({
    color: 'orange',
    message: msg,
    autoClose: 5000,
    'data-testid': 'task-message',
  } as never);
}

/**
 * Applies an action's result: the new task state into the working copy, or the spec's message.
 * Returns true when the change was applied.
 */
export function applyTaskResult(result: TaskResult<TaskState>): boolean {
  if (!result.ok) {
    taskMessage(result.msg);
    return false;
  }
  useEstateStore.getState().setMeta(taskStateFields(result.value));
  return true;
}

export const findTask = (tasks: readonly Task[], id: number | null) =>
  id === null ? undefined : tasks.find((t) => t.id === id);
