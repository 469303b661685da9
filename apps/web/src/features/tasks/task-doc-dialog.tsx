// The task document (/Tasks/{taskId}): what the task is, why and how, its due date and status.
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  EXTRA_TASK_KIND,
  formatDisplayDate,
  isOverdue,
  noticeKindsForTask,
  regionName,
  type Task,
  todayIso,
} from '@probity/domain';
import { Link } from 'react-router';
import { useEstateStore } from '../../estate';
import { noticeDraftPath } from '../../lib/estate-routes';
import { statePagePath } from '../../lib/public-routes';
import { dueLabel } from './due-label';
import { OverdueBadge } from './overdue-badge';
import { type ControlProps, toggleDone, toggleNa } from './task-controls';
import { TaskSourceLinks } from './task-sources';

const STATUS: Record<Task['status'], { label: string; color: string }> = {
  Y: { label: 'Done', color: 'teal' },
  X: { label: 'Not applicable', color: 'gray' },
  N: { label: 'Open', color: 'blue' },
};

export function TaskText({ text }: { text: string }) {
  const paras = text.split(/\n\s*\n/).filter((s) => s.trim());
  if (!paras.length) return <Text c="dimmed">No description.</Text>;
  return (
    <Stack gap="xs">
      {paras.map((para, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
        <Text key={i} size="sm" style={{ whiteSpace: 'pre-line' }}>
          {para}
        </Text>
      ))}
    </Stack>
  );
}

export function TaskDocDialog(
  p: Partial<ControlProps> & { opened: boolean; onClose: () => void; onOptions: (id: number) => void },
) {
  const { task, state, ctx } = p;
  const s = task ? STATUS[task.status] : STATUS.N;
  const due = task ? dueLabel(task) : null;
  const estateId = useEstateStore((st) => st.estateId);
  const country = useEstateStore((st) => String(st.work.meta.country_code ?? 'us'));
  return (
    <Modal opened={p.opened && !!task} onClose={p.onClose} size="lg" title={task?.name ?? ''}>
      {task && state && ctx && (
        <Stack gap="md" data-testid="task-doc">
          <Group gap="sm">
            <Badge color={s.color} data-testid="task-doc-status">
              {s.label}
            </Badge>
            <Text size="sm" data-testid="task-doc-due">
              {due?.text}
            </Text>
            {isOverdue(task, todayIso()) && <OverdueBadge testId="task-doc-overdue" />}
            <Text size="sm" c="dimmed">
              {task.period} · {task.cat}
            </Text>
            {task.date && <Text size="sm">Done on {formatDisplayDate(task.date)}</Text>}
          </Group>
          {due?.note && (
            <Text size="xs" c="dimmed" mt={-8} data-testid="task-doc-due-note">
              {due.note}
            </Text>
          )}
          {task.na_reason && (
            // N/A by a rule of the estate's own facts: why, and the one way to say it applies after all
            <Alert color="gray" title="Not applicable to this estate" data-testid="task-doc-na-reason">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{task.na_reason}</Text>
                {p.canEdit && (
                  <Button
                    variant="default"
                    onClick={() => toggleNa({ task, state, ctx })}
                    data-testid="task-doc-applies"
                  >
                    It applies to this estate
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          <TaskText text={task.text} />
          {task.note && (
            <Text size="sm" fs="italic">
              Note: {task.note}
            </Text>
          )}
          <TaskSourceLinks sources={task.sources} />
          {EXTRA_TASK_KIND.has(task.id) && ctx.province && regionName(ctx.province) && (
            // a state extra: the page of everything we know about the place
            <Anchor
              component={Link}
              to={statePagePath(ctx.province)}
              size="sm"
              data-testid="task-doc-state-page"
            >
              What an executor should know in {regionName(ctx.province)}
            </Anchor>
          )}
          {p.canEdit && estateId && (
            // the letters that complete this task (Executor tab, Notices)
            <Group gap="md">
              {noticeKindsForTask(task.id, country, ctx.province ?? '').map((k) => (
                <Anchor
                  key={k.id}
                  component={Link}
                  to={noticeDraftPath(estateId, 'estate', null, k.id)}
                  size="sm"
                  data-testid="task-doc-notice"
                >
                  Draft a notice to {k.name}
                </Anchor>
              ))}
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => p.onOptions(task.id)} data-testid="task-doc-options">
              Options
            </Button>
            {p.canEdit && !task.na && !task.inactive && (
              <Button onClick={() => toggleDone({ task, state, ctx })} data-testid="task-doc-toggle">
                {task.done ? 'Reopen' : 'Mark done'}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
