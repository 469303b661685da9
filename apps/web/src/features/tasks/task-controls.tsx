// The per-task controls both views share: the status check, the N/A toggle and the options button.
import { ActionIcon, Checkbox, Tooltip } from '@mantine/core';
import {
  MSG_TASK_AUTO_TRACKED,
  markTaskDone,
  setTaskNa,
  setTaskStatus,
  type Task,
  type TaskActionContext,
  type TaskState,
} from '@probity/domain';
import { applyTaskResult, taskMessage } from '../../estate';

export interface ControlProps {
  task: Task;
  state: TaskState;
  ctx: TaskActionContext;
  canEdit: boolean;
}

/** Tick to mark done, untick to reopen. Auto-tracked tasks follow the estate data and refuse by hand. */
export function toggleDone({ task, state, ctx }: Omit<ControlProps, 'canEdit'>) {
  if (task.auto_track) return taskMessage(MSG_TASK_AUTO_TRACKED);
  applyTaskResult(task.done ? setTaskStatus(state, task.id, 'N', ctx) : markTaskDone(state, task.id, ctx));
}

export function toggleNa({ task, state, ctx }: Omit<ControlProps, 'canEdit'>) {
  applyTaskResult(setTaskNa(state, task.id, !task.na, ctx));
}

export function StatusCheck(p: ControlProps) {
  const { task, canEdit } = p;
  const label = task.na ? 'Not applicable' : task.done ? 'Done' : 'Open';
  return (
    <Tooltip label={task.inactive ? 'This starts after the death' : label} openDelay={400}>
      <Checkbox
        aria-label={`Done: ${task.name}`}
        data-testid={`task-check-${task.id}`}
        checked={task.done && !task.na}
        indeterminate={task.na}
        disabled={!canEdit || task.inactive || task.na}
        onChange={() => toggleDone(p)}
        color={task.auto_track ? 'gray' : undefined}
      />
    </Tooltip>
  );
}

export function NaToggle(p: ControlProps) {
  const { task, canEdit } = p;
  return (
    <Tooltip label={task.na ? 'Make applicable again' : 'Mark not applicable'} openDelay={400}>
      <ActionIcon
        variant={task.na ? 'filled' : 'subtle'}
        color="gray"
        size="sm"
        disabled={!canEdit || task.inactive}
        data-testid={`task-na-${task.id}`}
        aria-label={task.na ? `Applicable: ${task.name}` : `Not applicable: ${task.name}`}
        onClick={() => toggleNa(p)}
        style={{ fontSize: 10, fontWeight: 700, width: 32 }}
      >
        N/A
      </ActionIcon>
    </Tooltip>
  );
}
