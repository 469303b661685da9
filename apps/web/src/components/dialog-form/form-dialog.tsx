// The shell every form dialog shares: a titled modal around the fields, the refusal message under them, and a
// Cancel / submit footer. Test ids follow one pattern from `testId`: `<testId>-dialog` (on the visible content, so
// tests can wait on it), `<testId>-error` and `<testId>-save`.
import { Button, Group, type ModalProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog } from '../dialog';
import { FormError } from './form-error';

export interface FormDialogProps {
  testId: string;
  title: ReactNode;
  /** Dialogs a parent mounts only while they show leave this out. */
  opened?: boolean;
  onClose: () => void;
  onSubmit: () => unknown;
  /** The refusal to show under the fields. */
  error?: string | null;
  submitLabel?: ReactNode;
  /** Only where an older test id predates the `<testId>-save` pattern. */
  submitTestId?: string;
  submitDisabled?: boolean;
  size?: ModalProps['size'];
  /** The ledger's dialogs: tighter rows and a plain red line for a refusal. */
  dense?: boolean;
  children: ReactNode;
}

export function FormDialog({
  testId,
  opened = true,
  submitLabel = 'Save',
  dense = false,
  ...p
}: FormDialogProps) {
  // Never hand the click event on: callers' onClose often takes an optional id to select.
  const close = () => p.onClose();
  return (
    <Dialog opened={opened} onClose={close} title={p.title} size={p.size} testId={`${testId}-dialog`}>
      <Stack gap={dense ? 'xs' : 'sm'}>
        {p.children}
        <FormError error={p.error ?? null} testId={`${testId}-error`} line={dense} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => void p.onSubmit()}
            disabled={p.submitDisabled}
            data-testid={p.submitTestId ?? `${testId}-save`}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
