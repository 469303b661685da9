// List view: every task in one table (status check and name first), grouped under its timing period.
import { ActionIcon, Anchor, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDisplayDate, type Task, type TaskActionContext, type TaskState } from '@probity/domain';
import { Fragment } from 'react';
import { dueLabel } from './due-label';
import { NaToggle, StatusCheck } from './task-controls';

export interface TaskViewProps {
  tasks: readonly Task[];
  state: TaskState;
  ctx: TaskActionContext;
  canEdit: boolean;
  openDoc: (id: number) => void;
  openOptions: (id: number) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

export function DueText({ task }: { task: Task }) {
  if (!task.due)
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  const late = task.status === 'N' && !task.inactive && task.due < today();
  // A date moved off a weekend or holiday: dotted underline, the reason on hover.
  const { note } = dueLabel(task);
  return (
    <Text
      size="sm"
      c={late ? 'red.7' : undefined}
      fw={task.due_user ? 600 : undefined}
      title={note ?? undefined}
      td={note ? 'underline dotted' : undefined}
      style={{ whiteSpace: 'nowrap' }}
      data-moved={note ? true : undefined}
    >
      {formatDisplayDate(task.due)}
    </Text>
  );
}

export function TaskName({ task, openDoc }: { task: Task; openDoc: (id: number) => void }) {
  return (
    // wraps: on a phone the name takes the line and its badges go under it rather than being cut
    <Group gap={6} wrap="wrap">
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        c={task.na || task.inactive ? 'dimmed' : undefined}
        td={task.na ? 'line-through' : undefined}
        onClick={() => openDoc(task.id)}
        data-testid={`task-name-${task.id}`}
      >
        {task.name}
      </Anchor>
      {task.custom && (
        <Badge size="xs" variant="light" color="grape" style={{ flex: 'none' }}>
          mine
        </Badge>
      )}
      {task.auto_track && (
        <Badge
          size="xs"
          variant="light"
          color="gray"
          title="Completed from what you enter in the estate"
          style={{ flex: 'none' }}
        >
          auto
        </Badge>
      )}
    </Group>
  );
}

export function TaskList(p: TaskViewProps) {
  let period = '';
  return (
    <Table striped highlightOnHover verticalSpacing={4} data-testid="task-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>Done</Table.Th>
          <Table.Th>Task</Table.Th>
          <Table.Th w={130}>Due</Table.Th>
          <Table.Th w={150} visibleFrom="sm">
            Assigned
          </Table.Th>
          <Table.Th w={90}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {p.tasks.map((task) => {
          const header = task.period !== period;
          period = task.period;
          return (
            <Fragment key={task.id}>
              {header && (
                <Table.Tr>
                  <Table.Td colSpan={5} bg="gray.1">
                    <Text size="sm" fw={650} c="dimmed">
                      {task.period}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              <Table.Tr data-testid={`task-row-${task.id}`} data-status={task.status}>
                <Table.Td>
                  <StatusCheck task={task} state={p.state} ctx={p.ctx} canEdit={p.canEdit} />
                </Table.Td>
                <Table.Td>
                  <TaskName task={task} openDoc={p.openDoc} />
                </Table.Td>
                <Table.Td>
                  <DueText task={task} />
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm">{task.assigned ?? ''}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <NaToggle task={task} state={p.state} ctx={p.ctx} canEdit={p.canEdit} />
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={`Options: ${task.name}`}
                      data-testid={`task-options-${task.id}`}
                      onClick={() => p.openOptions(task.id)}
                    >
                      ⋯
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
