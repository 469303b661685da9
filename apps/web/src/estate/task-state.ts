// The task set of the open estate: stored in the working copy's meta beside the facts, read reconciled with the
// estate (rule-made flags such as Form 706 are saved as shown), and changed only through a task action's result.
import { notifications } from '@mantine/notifications';
import {
  reconcileTaskState,
  type TaskResult,
  type TaskState,
  taskEstateOf,
  taskStateFields,
  taskStateOf,
} from '@probity/domain';
import { useMemo } from 'react';
import { useEstateStore } from './store';
import type { WorkingCopy } from './working-copy';

function taskEstateOfCopy(work: WorkingCopy) {
  const estate = taskEstateOf({ ...work.lists, meta: work.meta, dec: work.dec });
  return { estate, state: reconcileTaskState(estate, taskStateOf(work.meta)) };
}

/** The estate as the task rules see it, and its task state; redraws when the working copy changes. */
export function useTaskEstate() {
  const work = useEstateStore((s) => s.work);
  return useMemo(() => taskEstateOfCopy(work), [work]);
}

/** The same, now (outside React). */
export const currentTaskEstate = () => taskEstateOfCopy(useEstateStore.getState().work);

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
 * Applies a task action's result: the new task state into the working copy, or its message to the user.
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
