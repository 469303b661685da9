// Adding a time entry: the date, the hours, what was done and the kind of work.
import { NumberInput, Select, TextInput } from '@mantine/core';
import { addLogEntry, MAX_LOG_HOURS, todayIso, WORK_TYPE, WORK_TYPES } from '@probity/domain';
import { useState } from 'react';
import { DateInput } from '../../components/date-input';
import { FormDialog } from '../../components/dialog-form';
import { showDone } from '../../components/done-toast';
import { runOp } from '../../estate';
import { type LogForm, newLogInput } from './new-log-entry';

const TYPE_DATA = WORK_TYPES.map((e) => ({ value: String(e.id), label: e.label }));

export function AddLogDialog({ onClose }: { onClose: (id?: number) => void }) {
  const [form, setForm] = useState<LogForm>({
    date: todayIso(),
    name: '',
    hours: '',
    type: WORK_TYPE.standard,
  });
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<LogForm>) => setForm((x) => ({ ...x, ...patch }));

  const add = async () => {
    const r = newLogInput(form);
    if ('error' in r) return setError(r.error);
    const o = await runOp((f) => addLogEntry(f, r.input), { onError: setError });
    if (o.kind !== 'ok') return;
    showDone(`Added ${r.input.hours} ${r.input.hours === 1 ? 'hour' : 'hours'}: '${r.input.name}'`);
    onClose(o.id);
  };

  return (
    <FormDialog
      testId="add-log"
      title="Add time entry"
      onClose={onClose}
      onSubmit={add}
      error={error}
      submitLabel="Add time entry"
    >
      <TextInput
        label="What you worked on"
        required
        value={form.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        maxLength={500}
        data-autofocus
        data-testid="log-name"
      />
      <DateInput
        label="Date"
        required
        value={form.date}
        onCommit={(date) => set({ date })}
        data-testid="log-date"
      />
      <NumberInput
        label="Hours"
        required
        min={0}
        max={MAX_LOG_HOURS}
        decimalScale={2}
        step={0.25}
        value={form.hours}
        onChange={(hours) => set({ hours })}
        data-testid="log-hours"
      />
      <Select
        label="Kind of work"
        data={TYPE_DATA}
        value={String(form.type)}
        onChange={(v) => set({ type: Number(v ?? 0) })}
        allowDeselect={false}
        data-testid="log-type"
      />
    </FormDialog>
  );
}
