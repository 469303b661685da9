// The estate label dialog: a short name the owner knows the estate by, unique among their estates.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { msgLabelTaken } from '@probity/domain';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { labelTaken, useMyEstates } from './api';
import { type LabelRequest, labelDialog } from './estate-label-store';

const close = labelDialog.close;

export const MAX_LABEL = 60;

function LabelForm({ req }: { req: LabelRequest }) {
  const { data: estates } = useMyEstates();
  const [label, setLabel] = useState(req.initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = label.trim();
    if (!v) return setError('Enter a label');
    if (v.length > MAX_LABEL) return setError(`Keep the label under ${MAX_LABEL} characters`);
    if (labelTaken(estates, v, req.estateId)) return setError(msgLabelTaken(v));
    setBusy(true);
    try {
      close();
      await req.onSubmit(v);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Estate label"
          description="A short name you will know this estate by, for example “Dad’s estate”."
          value={label}
          error={error}
          onChange={(e) => {
            setLabel(e.currentTarget.value);
            setError(null);
          }}
          data-testid="label-input"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} data-testid="label-submit">
            OK
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EstateLabelDialogView() {
  const { opened, args: req, opening } = labelDialog.useDialog();
  return (
    <Dialog opened={opened} onClose={close} title={req?.title ?? 'Estate label'} testId={'label-dialog'}>
      {req && <LabelForm key={opening} req={req} />}
    </Dialog>
  );
}
