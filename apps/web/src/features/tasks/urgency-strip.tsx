// The top of the Tasks tab (issue 36): how many tasks are overdue and due in the next 30 days, and the one task to
// do next (the domain's taskUrgency says which and why: docs/checklist-rules.md, "What matters now").
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { DUE_SOON_DAYS, formatDisplayDate, type TaskUrgency } from '@probity/domain';
import type { ReactNode } from 'react';
import { DueSoonIcon, OverdueBadge, OverdueIcon } from './overdue-badge';

const tasksWord = (n: number) => (n === 1 ? 'task' : 'tasks');

/** One count of the strip: its icon and words, in its colour while it is above zero. */
function Count(p: { n: number; color: string; icon: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c={p.n ? p.color : undefined} data-testid={p.testId}>
      {p.icon}
      <Text size="sm" fw={600} c="inherit">
        {p.children}: <span data-figure>{p.n}</span> {tasksWord(p.n)}
      </Text>
    </Group>
  );
}

export function UrgencyStrip({ urgency, openDoc }: { urgency: TaskUrgency; openDoc: (id: number) => void }) {
  const { overdue, dueSoon, next } = urgency;
  const nextLate = next !== null && overdue.includes(next);
  return (
    <Paper withBorder p="sm" component="section" aria-label="What matters now" data-testid="tasks-urgency">
      <Stack gap={6}>
        <Group gap="lg" wrap="wrap" style={{ rowGap: 6 }}>
          <Count n={overdue.length} color="red" icon={<OverdueIcon size={16} />} testId="tasks-overdue-count">
            Overdue
          </Count>
          <Count n={dueSoon.length} color="orange" icon={<DueSoonIcon size={16} />} testId="tasks-soon-count">
            Due in the next {DUE_SOON_DAYS} days
          </Count>
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
