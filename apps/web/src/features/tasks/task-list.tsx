// List view: every task in one table (status check and name first), grouped under its timing period.
import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  formatDisplayDate,
  isOverdue,
  type Task,
  type TaskActionContext,
  type TaskState,
  todayIso,
} from '@probity/domain';
import { Fragment } from 'react';
import { CARDS_BELOW_PX } from '../../components/grid/card-layout';
import { dueLabel } from './due-label';
import { OverdueBadge } from './overdue-badge';
import { NaToggle, StatusCheck } from './task-controls';

export interface TaskViewProps {
  tasks: readonly Task[];
  state: TaskState;
  ctx: TaskActionContext;
  canEdit: boolean;
  openDoc: (id: number) => void;
  openOptions: (id: number) => void;
}

export function DueText({ task }: { task: Task }) {
  if (!task.due)
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  const late = isOverdue(task, todayIso());
  // A date moved off a weekend or holiday: dotted underline, the reason on hover.
  const { note } = dueLabel(task);
  const date = (
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
  if (!late) return date;
  // the word and the icon say it, not the red alone
  return (
    <Stack gap={2} align="flex-start" data-overdue>
      {date}
      <OverdueBadge testId={`task-overdue-${task.id}`} />
    </Stack>
  );
}

export function TaskName({ task, openDoc }: { task: Task; openDoc: (id: number) => void }) {
  const name = (
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
  if (!task.na_reason) return name;
  // N/A by a rule of the estate's own facts: why, in its first sentence, where the crossed-out name is (the
  // task's document says the rest: how to bring it back)
  const why = /^.+?[.”](?=\s|$)/.exec(task.na_reason)?.[0] ?? task.na_reason;
  return (
    <Stack gap={2}>
      {name}
      <Text size="sm" c="dimmed" data-testid={`task-na-reason-${task.id}`}>
        Not applicable: {why}
      </Text>
    </Stack>
  );
}

/** The list; `empty` is said in place of rows when a filter leaves none. */
export function TaskList(p: TaskViewProps & { empty?: string }) {
  // a phone has no room for a Due column beside 44 px controls: the date goes under the task's name
  const narrow = useMediaQuery(`(max-width: ${CARDS_BELOW_PX - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const cols = narrow ? 4 : 5;
  let period = '';
  return (
    <Table striped highlightOnHover verticalSpacing={4} data-testid="task-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={44}>Done</Table.Th>
          <Table.Th>Task</Table.Th>
          {!narrow && <Table.Th w={130}>Due</Table.Th>}
          <Table.Th w={150} visibleFrom="sm">
            Assigned
          </Table.Th>
          <Table.Th w={90}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {p.tasks.length === 0 && p.empty && (
          <Table.Tr>
            <Table.Td colSpan={cols}>
              <Text size="sm" py="xs" data-testid="task-list-empty">
                {p.empty}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {p.tasks.map((task) => {
          const header = task.period !== period;
          period = task.period;
          return (
            <Fragment key={task.id}>
              {header && (
                <Table.Tr>
                  <Table.Td colSpan={cols} bg="gray.1">
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
                  {narrow && <DueText task={task} />}
                </Table.Td>
                {!narrow && (
                  <Table.Td>
                    <DueText task={task} />
                  </Table.Td>
                )}
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
