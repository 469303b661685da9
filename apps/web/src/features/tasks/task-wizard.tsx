// Wizard view: one step at a time (Advance when shown, Start, Arrange, Manage, Resolve, Finish), each with its
// hint, a pie of done versus remaining, and its tasks in order.
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { nextOpenTask, type StepNum, sortTasks, stepNotice, type TaskProgress } from '@probity/domain';
import { taskMessage } from '../../estate';
import { StepPie } from './step-pie';
import { NaToggle, StatusCheck } from './task-controls';
import { DueText, TaskName, type TaskViewProps } from './task-list';

export interface WizardProps extends TaskViewProps {
  progress: TaskProgress;
  step: StepNum;
  setStep: (s: StepNum) => void;
}

export function TaskWizard(p: WizardProps) {
  const steps = p.progress.steps;
  const index = Math.max(
    0,
    steps.findIndex((s) => s.step_num === p.step),
  );
  const step = steps[index];
  if (!step) return null;
  const inStep = sortTasks(
    p.tasks.filter((t) => t.step_num === step.step_num),
    'wizard',
  );
  const notice = stepNotice(p.tasks, step.step_num);
  const go = (i: number) => {
    const s = steps[i];
    if (s) p.setStep(s.step_num);
  };
  const nextTask = () => {
    const r = nextOpenTask(
      p.tasks.filter((t) => t.step_num >= step.step_num),
      null,
    );
    if (r.ok) p.openDoc(r.value.id);
    else taskMessage(r.msg);
  };
  return (
    <Stack gap="sm" data-testid="task-wizard">
      <SegmentedControl
        fullWidth
        value={String(step.step_num)}
        onChange={(v) => p.setStep(Number(v) as StepNum)}
        data={steps.map((s) => ({ value: String(s.step_num), label: s.name }))}
        data-testid="wizard-steps"
      />
      <Paper withBorder p="md">
        <Group align="center" wrap="nowrap" gap="lg">
          <StepPie step={step} />
          <Stack gap={4} style={{ flex: 1 }}>
            <Text fw={700} size="lg" data-testid="wizard-step-name">
              Step {index + 1}: {step.name}
            </Text>
            <Text size="sm" c="dimmed" data-testid="wizard-hint">
              {step.hint}
            </Text>
            <Text size="sm">
              {step.na
                ? 'Progress starts once a date of death is entered.'
                : `${step.done} of ${step.count} done, ${step.remaining} to go`}
            </Text>
          </Stack>
        </Group>
      </Paper>
      {notice && (
        <Alert color="gray" data-testid="step-notice">
          {notice}
        </Alert>
      )}
      <Stack gap={2}>
        {inStep.map((task) => (
          <Group
            key={task.id}
            gap="sm"
            wrap="nowrap"
            py={4}
            data-testid={`wizard-task-${task.id}`}
            data-status={task.status}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <StatusCheck task={task} state={p.state} ctx={p.ctx} canEdit={p.canEdit} />
            <div style={{ flex: 1 }}>
              <TaskName task={task} openDoc={p.openDoc} />
            </div>
            <DueText task={task} />
            <NaToggle task={task} state={p.state} ctx={p.ctx} canEdit={p.canEdit} />
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => p.openOptions(task.id)}
              data-testid={`wizard-options-${task.id}`}
            >
              Options
            </Button>
          </Group>
        ))}
      </Stack>
      <Group justify="space-between">
        <Button
          variant="default"
          disabled={index === 0}
          onClick={() => go(index - 1)}
          data-testid="wizard-prev"
        >
          Previous step
        </Button>
        <Button variant="light" onClick={nextTask} data-testid="wizard-next-task">
          Next open task
        </Button>
        <Button
          variant="default"
          disabled={index >= steps.length - 1}
          onClick={() => go(index + 1)}
          data-testid="wizard-next"
        >
          Next step
        </Button>
      </Group>
    </Stack>
  );
}
