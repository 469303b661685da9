// Task options: status (open, done, N/A), the user's own due date, who it is assigned to and a note; custom
// tasks can also be renamed and deleted. Changes go into the working copy when the dialog is applied.
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  deleteTask,
  editCustomTask,
  formatDisplayDate,
  MSG_TASK_AUTO_TRACKED,
  setTaskAssigned,
  setTaskDue,
  setTaskNote,
  setTaskStatus,
  type TaskResult,
  type TaskState,
  type TaskStatus,
} from '@probity/domain';
import { useEffect, useState } from 'react';
import { DateInput } from '../../components/date-input';
import { applyTaskResult, taskMessage } from '../../estate';
import { openAttachedFiles } from '../files';
import type { ControlProps } from './task-controls';

type Step = (s: TaskState) => TaskResult<TaskState>;

/** Runs the steps in turn; the first refusal stops the chain. */
function chain(state: TaskState, steps: Step[]): TaskResult<TaskState> {
  let cur: TaskResult<TaskState> = { ok: true, value: state };
  for (const step of steps) {
    if (!cur.ok) return cur;
    cur = step(cur.value);
  }
  return cur;
}

export function TaskOptionsDialog(p: Partial<ControlProps> & { opened: boolean; onClose: () => void }) {
  const { task } = p;
  const [status, setStatus] = useState<TaskStatus>('N');
  const [due, setDue] = useState<string | null>(null);
  const [assigned, setAssigned] = useState('');
  const [note, setNote] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    if (!task || !p.opened) return;
    setStatus(task.status);
    setDue(task.due_user);
    setAssigned(task.assigned ?? '');
    setNote(task.note ?? '');
    setName(task.name);
  }, [task, p.opened]);
  if (!task || !p.state || !p.ctx) return null;
  const { state, ctx } = p;
  const readOnly = !p.canEdit;

  const apply = () => {
    const steps: Step[] = [];
    if (status !== task.status) {
      if (task.auto_track && (status === 'Y' || task.status === 'Y'))
        return taskMessage(MSG_TASK_AUTO_TRACKED);
      steps.push((s) => setTaskStatus(s, task.id, status, ctx));
    }
    if (due !== task.due_user) steps.push((s) => setTaskDue(s, task.id, due));
    if (assigned !== (task.assigned ?? '')) steps.push((s) => setTaskAssigned(s, task.id, assigned));
    if (note !== (task.note ?? '')) steps.push((s) => setTaskNote(s, task.id, note));
    if (task.custom && name !== task.name) steps.push((s) => editCustomTask(s, task.id, { name }));
    if (!steps.length || applyTaskResult(chain(state, steps))) p.onClose();
  };
  const remove = () => {
    if (applyTaskResult(deleteTask(state, task.id))) p.onClose();
  };

  return (
    <Modal opened={p.opened} onClose={p.onClose} title="Task options" size="md">
      <Stack gap="sm" data-testid="task-options">
        {task.custom ? (
          <TextInput
            label="Task"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            disabled={readOnly}
          />
        ) : (
          <Text fw={600}>{task.name}</Text>
        )}
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as TaskStatus)}
          disabled={readOnly}
          data={[
            { value: 'N', label: 'Open' },
            { value: 'Y', label: 'Done' },
            { value: 'X', label: 'N/A' },
          ]}
          data-testid="task-options-status"
        />
        <DateInput
          label="Due date"
          description={
            task.due_default
              ? `Standard due date: ${formatDisplayDate(task.due_default)}`
              : 'No standard due date'
          }
          value={due}
          onCommit={setDue}
          disabled={readOnly}
          data-testid="task-options-due"
        />
        <TextInput
          label="Assigned to"
          value={assigned}
          onChange={(e) => setAssigned(e.currentTarget.value)}
          disabled={readOnly}
          maxLength={200}
          data-testid="task-options-assigned"
        />
        <Textarea
          label="Note"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          disabled={readOnly}
          autosize
          minRows={2}
          maxLength={2000}
          data-testid="task-options-note"
        />
        <Button
          variant="light"
          onClick={() => openAttachedFiles({ entity_type: 'tasks', entity_id: task.id, label: task.name })}
          data-testid="task-files"
        >
          Files{task.files.length > 0 ? ` (${task.files.length})` : ''}
        </Button>
        <Group justify="space-between">
          <Button color="red" variant="subtle" onClick={remove} disabled={readOnly} data-testid="task-delete">
            Delete task
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={p.onClose}>
              {readOnly ? 'Close' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button onClick={apply} data-testid="task-options-apply">
                Apply
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
