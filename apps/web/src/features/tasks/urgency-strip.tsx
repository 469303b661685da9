// The top of the Tasks tab (issue 36): how many tasks are overdue and due in the next 30 days, and the one task to
// do next (the domain's taskUrgency says which and why: docs/checklist-rules.md, "What matters now").
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { DUE_SOON_DAYS, formatDisplayDate, type TaskUrgency } from '@probity/domain';
import { DueSoonIcon, OverdueBadge, OverdueIcon } from './overdue-badge';

const tasksWord = (n: number) => (n === 1 ? 'task' : 'tasks');

export function UrgencyStrip({ urgency, openDoc }: { urgency: TaskUrgency; openDoc: (id: number) => void }) {
  const { overdue, dueSoon, next } = urgency;
  const nextLate = next !== null && overdue.includes(next);
  return (
    <Paper withBorder p="sm" component="section" aria-label="What matters now" data-testid="tasks-urgency">
      <Stack gap={6}>
        <Group gap="lg" wrap="wrap" style={{ rowGap: 6 }}>
          <Group
            gap={6}
            wrap="nowrap"
            c={overdue.length ? 'red' : undefined}
            data-testid="tasks-overdue-count"
          >
            <OverdueIcon size={16} />
            <Text size="sm" fw={600} c="inherit">
              Overdue: <span data-figure>{overdue.length}</span> {tasksWord(overdue.length)}
            </Text>
          </Group>
          <Group
            gap={6}
            wrap="nowrap"
            c={dueSoon.length ? 'orange' : undefined}
            data-testid="tasks-soon-count"
          >
            <DueSoonIcon size={16} />
            <Text size="sm" fw={600} c="inherit">
              Due in the next {DUE_SOON_DAYS} days: <span data-figure>{dueSoon.length}</span>{' '}
              {tasksWord(dueSoon.length)}
            </Text>
          </Group>
        </Group>
        {next && (
          <Group gap={6} wrap="wrap" data-testid="tasks-next">
            <Text size="sm" fw={600}>
              Do this next:
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              onClick={() => openDoc(next.id)}
              data-testid="tasks-next-task"
              data-task-id={next.id}
            >
              {next.name}
            </Anchor>
            {next.due && (
              <Text size="sm" c="dimmed">
                due {formatDisplayDate(next.due)}
              </Text>
            )}
            {nextLate && <OverdueBadge />}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
