// Confirmations on the Decedent tab: trust toggle, country change, and a death date entered by the owner who is
// the decedent (is_user_dec). Each resolves true when the user agrees.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

function confirm(title: string, body: string, confirmLabel: string, testId: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: (
        <Text size="sm" data-testid={testId}>
          {body}
        </Text>
      ),
      labels: { confirm: confirmLabel, cancel: 'Cancel' },
      confirmProps: { 'data-testid': `${testId}-confirm` } as Record<string, string>,
      cancelProps: { 'data-testid': `${testId}-cancel` } as Record<string, string>,
      closeOnClickOutside: false,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

export const confirmTrustToggle = (toTrust: boolean) =>
  confirm(
    toTrust ? 'Make this a trust?' : 'Make this an estate?',
    toTrust
      ? 'Probity will treat this record as a trust: the Decedent tab becomes Trust, the executor becomes the trustee, and the date of death becomes the date the trust was created.'
      : 'Probity will treat this record as the estate of a person who died: the Trust tab becomes Decedent, the trustee becomes the executor, and the creation date becomes the date of death.',
    toTrust ? 'Make it a trust' : 'Make it an estate',
    'trust-dialog',
  );

export const confirmCountryChange = (countryLabel: string) =>
  confirm(
    `Change the country to ${countryLabel}?`,
    'Wording follows the country (for example SSN or SIN, State or Province), and the task list is rebuilt for it. Task changes you have not saved are discarded.',
    'Change country',
    'country-dialog',
  );

export const confirmUserDeath = () =>
  confirm(
    'Enter a date of death?',
    'This estate was set up by its owner to plan ahead. Entering a date of death means the owner has died: the estate starts being settled, and you will no longer be recorded as the person it is about.',
    'Yes, enter the date',
    'user-dec-dialog',
  );
