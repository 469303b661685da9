// Adding a custom task: a name and a due date are required; ids start at 1000, at most 250 per estate.
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { addCustomTask, STEPS, type StepNum, type TaskState, taskStateFields } from '@probity/domain';
import { useEffect, useState } from 'react';
import { DateInput } from '../../components/date-input';
import { taskMessage, useEstateStore } from '../../estate';

export interface CustomTaskDialogProps {
  opened: boolean;
  onClose: () => void;
  state: TaskState;
  deathDate: string | null;
}

export function CustomTaskDialog(p: CustomTaskDialogProps) {
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [due, setDue] = useState<string | null>(null);
  const [step, setStep] = useState<string | null>(null);
  const [assigned, setAssigned] = useState('');
  useEffect(() => {
    if (!p.opened) return;
    setName('');
    setText('');
    setDue(null);
    setAssigned('');
    setStep(null);
  }, [p.opened]);

  const add = () => {
    const r = addCustomTask(
      p.state,
      {
        name,
        text,
        due,
        assigned,
        step_num: step === null ? undefined : (Number(step) as StepNum),
      },
      { death_date: p.deathDate },
    );
    if (!r.ok) return taskMessage(r.msg);
    useEstateStore.getState().setMeta(taskStateFields(r.value.state));
    p.onClose();
  };

  return (
    <Modal opened={p.opened} onClose={p.onClose} title="Add your own task">
      <Stack gap="sm" data-testid="custom-task-dialog">
        <TextInput
          label="Task"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={200}
          data-autofocus
          data-testid="custom-task-name"
        />
        <DateInput label="Due date" value={due} onCommit={setDue} data-testid="custom-task-due" />
        <Select
          label="Step"
          placeholder="From the due date"
          clearable
          value={step}
          onChange={setStep}
          data={STEPS.map((s) => ({ value: String(s.step_num), label: s.name }))}
        />
        <TextInput
          label="Assigned to"
          value={assigned}
          onChange={(e) => setAssigned(e.currentTarget.value)}
        />
        <Textarea
          label="Details"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={p.onClose}>
            Cancel
          </Button>
          <Button onClick={add} data-testid="custom-task-add">
            Add task
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
