// The one confirmation dialog: a question with two answers, resolved true on the first. Test ids follow one
// pattern from `testId`: the text carries it, the buttons `<testId>-yes` and `<testId>-no` (older ones are named).
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { withModals } from './modals-host';

export interface ConfirmOptions {
  msg: ReactNode;
  title?: ReactNode;
  /** The answers' labels: Yes and No unless given. */
  yes?: string;
  no?: string;
  /** A destructive yes (delete, revert) shows red. */
  danger?: boolean;
  testId?: string;
  /** Only where older test ids of the buttons predate the pattern. */
  buttonTestIds?: [yes: string, no: string];
}

export async function confirmDialog(o: ConfirmOptions): Promise<boolean> {
  const testId = o.testId ?? 'confirm-dialog';
  const [yesId, noId] = o.buttonTestIds ?? [`${testId}-yes`, `${testId}-no`];
  const modals = await withModals();
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: o.title ?? 'Please confirm',
      children: (
        <Text size="sm" data-testid={testId}>
          {o.msg}
        </Text>
      ),
      labels: { confirm: o.yes ?? 'Yes', cancel: o.no ?? 'No' },
      confirmProps: { ...(o.danger ? { color: 'red' } : {}), 'data-testid': yesId } as Record<string, string>,
      cancelProps: { 'data-testid': noId } as Record<string, string>,
      closeOnClickOutside: false,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
